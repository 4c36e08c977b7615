// Majiang.cs: C# bindings (P/Invoke) for libmajiang, in one file to copy into a
// project (Unity, Godot C#, .NET, Mono). Mirrors include/majiang.h.
//
// - The native library is "majiang": libmajiang.so / libmajiang.dylib /
//   majiang.dll must be on the loader path (LD_LIBRARY_PATH, next to the exe,
//   or Unity's Plugins folder).
// - Failures throw MajiangException carrying the Status code and the
//   library's message (read on the calling thread right after the call).
// - Rules, Ai (an AI player) and Game (one hand driven step by step) are
//   SafeHandles: Dispose() them (or `using`) to free them at once; the
//   finalizer frees them otherwise.
// - Hands are byte[] of tile ids (0-33: suit * 9 + number - 1; 27-33 honours)
//   and Meld[] (null for none).
// - Strings cross as UTF-8 on every platform (marshalled by hand, never as
//   the platform's ANSI code page).
//
// Thread safety is the C API's: a Rules may be read by many threads at once;
// setters need exclusive use.
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Majiang
{
    // <generated:raw> by `cargo xtask bindings` from include/majiang.h: change the ABI, then run it.
    /// <summary>MjStatus: the outcome of a call.</summary>
    public enum Status : int
    {
        Ok = 0,
        NullPointer = 1,
        InvalidArgument = 2,
        InvalidTile = 3,
        InvalidMeld = 4,
        InvalidHand = 5,
        WrongHandSize = 6,
        ParseError = 7,
        InvalidUtf8 = 8,
        BufferTooSmall = 9,
        InvalidOption = 10,
        IllegalAction = 11,
        NotAvailable = 12,
        Panic = 100,
    }

    /// <summary>MjMeldKind: the kind of a meld, as `MjMeld::kind` holds it.</summary>
    public enum MeldKind : byte
    {
        Chi = 0,
        Peng = 1,
        Gang = 2,
        AnGang = 3,
        BuGang = 4,
    }

    /// <summary>MjRuleOption: the options of `mj_rules_set_option` / `mj_rules_get_option`.</summary>
    public enum RuleOption : int
    {
        Honours = 0,
        TwoFiveEightPair = 1,
        Pengpenghu = 2,
        Qingyise = 3,
        Jiangjianghu = 4,
        Quanqiuren = 5,
        SevenPairs = 6,
        ThirteenOrphans = 7,
        Kaigang = 8,
        KaigangFlips = 9,
        OpeningWins = 10,
        Birds = 11,
        BirdMode = 12,
        DealerBonus = 13,
        NextDealer = 14,
        HaidiOffer = 15,
        KongFee = 16,
        PointsSmallSelfDraw = 17,
        PointsSmallDiscard = 18,
        PointsBigUnit = 19,
        Chi = 20,
        RedDragons = 21,
        FourRedDragons = 22,
        DiscardWins = 23,
        WildcardSelfDrawOnly = 24,
        WildcardRobsKong = 25,
        MultipleWinners = 26,
        RobKong = 27,
        RobKongPaysAll = 28,
        NoWildcardDouble = 29,
        FlatBirds = 30,
        BirdRule = 31,
        BirdPoints = 32,
        ExposedKongPoints = 33,
        KongPointsOnDraw = 34,
        FanCap = 35,
        SelfDrawBonus = 36,
        YaojiuJiangdui = 37,
        MenqingZhongzhang = 38,
        TiandiHu = 39,
        Cagua = 40,
        CallTransfer = 41,
        Exchange = 42,
        ChaDajiao = 43,
        KongFlower = 44,
        SichuanMode = 45,
        SichuanMultipleWinners = 46,
        SichuanRobKong = 47,
        McrMinimumFan = 48,
        McrFlowersCount = 49,
        McrFullGame = 50,
        McrFalseWinPenalty = 51,
        McrFlowers = 52,
        McrRound = 53,
    }

    /// <summary>MjTarget: a winning target: one family of complete hands (`mj_shanten_for`, bits of `mj_winning_targets`).</summary>
    public enum Target : int
    {
        Regular = 0,
        Pengpenghu = 1,
        Qingyise = 2,
        SevenPairs = 3,
        Jiangjianghu = 4,
        Quanqiuren = 5,
        ThirteenOrphans = 6,
    }

    /// <summary>MjBigHand: a big hand (大胡), as a bit (`1 &lt;&lt; id`) of `MjWinAnalysis::big_hands` and an index of `MjWinAnalysis::big_hand_units`.</summary>
    public enum BigHand : int
    {
        Pengpenghu = 0,
        Jiangjianghu = 1,
        Qingyise = 2,
        Qixiaodui = 3,
        HaohuaQixiaodui = 4,
        Quanqiuren = 5,
        Tianhu = 6,
        Dihu = 7,
        Haidilaoyue = 8,
        Haidipao = 9,
        Gangshangkaihua = 10,
        Gangshangpao = 11,
        Qiangganghu = 12,
    }

    /// <summary>MjOpeningWin: an opening win (起手胡), as an index of `MjOpeningWins::counts`; the core's `OpeningWin` order, fixed forever.</summary>
    public enum OpeningWin : int
    {
        Dasixi = 0,
        Banbanhu = 1,
        Queyise = 2,
        Liuliushun = 3,
    }

    /// <summary>MjDifficulty: the difficulty of an AI player.</summary>
    public enum Difficulty : int
    {
        Easy = 0,
        Medium = 1,
        Hard = 2,
        Expert = 3,
    }

    /// <summary>MjActionKind: the kind of an action, as `MjAction::kind` holds it: the engine's kind codes, fixed forever (new actions get new codes).</summary>
    public enum ActionKind : byte
    {
        Pass = 0,
        Discard = 1,
        Chi = 2,
        Peng = 3,
        Gang = 4,
        KaiGang = 5,
        AnGang = 6,
        AnKaiGang = 7,
        BuGang = 8,
        BuKaiGang = 9,
        Hu = 10,
        TakeHaidi = 11,
        Exchange = 12,
        DingQue = 13,
    }

    /// <summary>MjPhase: what the table waits for (`MjGameState::phase`); fixed forever.</summary>
    public enum Phase : byte
    {
        Turn = 0,
        Claim = 1,
        KongFlip = 2,
        HaidiOffer = 3,
        HaidiDraw = 4,
        Finished = 5,
        Exchange = 6,
        DingQue = 7,
    }

    /// <summary>MjOffer: what is on offer in the `CLAIM` phase (`MjGameState::offer`).</summary>
    public enum Offer : byte
    {
        Discard = 0,
        RobKong = 1,
        KongFlip = 2,
        Haidi = 3,
    }

    /// <summary>MjEventKind: what an `MjEvent` reports; fixed forever, new kinds are appended.</summary>
    public enum EventKind : byte
    {
        Dealt = 0,
        OpeningWin = 1,
        Drew = 2,
        Discarded = 3,
        Passed = 4,
        Melded = 5,
        KongFlip = 6,
        HaidiOffered = 7,
        HaidiShown = 8,
        Won = 9,
        ExhaustiveDraw = 10,
        BirdsFlipped = 11,
        Settled = 12,
        Finished = 13,
        ExchangePicked = 14,
        Exchanged = 15,
        VoidsDeclared = 16,
        WinFan = 17,
        Flower = 18,
    }

    /// <summary>MjDrawSource: where a drawn tile came from (`MjEvent::detail` of `MJ_EVENT_KIND_DREW`).</summary>
    public enum DrawSource : byte
    {
        Wall = 0,
        Replacement = 1,
        Haidi = 2,
    }

    /// <summary>MjSettleReason: why points moved (`MjEvent::detail` of `MJ_EVENT_KIND_SETTLED`).</summary>
    public enum SettleReason : byte
    {
        OpeningWin = 0,
        KongFee = 1,
        Win = 2,
        EndOfHand = 3,
    }

    /// <summary>MjPaymentReason: why a payment line moves points (`MjPayment::reason`); fixed forever, new reasons are appended.</summary>
    public enum PaymentReason : byte
    {
        Win = 0,
        DealerBonus = 1,
        Birds = 2,
        NoWildcardDouble = 3,
        ConcealedKong = 4,
        AddedKong = 5,
        ExposedKong = 6,
        KongVoided = 7,
        SelfDrawBonus = 8,
        CaGua = 9,
        CallTransfer = 10,
        HuaZhu = 11,
        ChaDaJiao = 12,
        TaxRefund = 13,
    }

    /// <summary>MjSichuanPattern: one line of a 四川 fan count, as a bit (`1 &lt;&lt; id`) of `MjSichuanAnalysis::patterns` and an index of its `pattern_counts`.</summary>
    public enum SichuanPattern : int
    {
        Pinghu = 0,
        Duiduihu = 1,
        Jiangdui = 2,
        Qidui = 3,
        Longqidui = 4,
        Qingyise = 5,
        Daiyaojiu = 6,
        Jingoudiao = 7,
        Gen = 8,
        Menqing = 9,
        Zhongzhang = 10,
        Zimo = 11,
        Gangshanghua = 12,
        Gangshangpao = 13,
        Qiangganghu = 14,
        Haidilaoyue = 15,
        Tianhu = 16,
        Dihu = 17,
    }

    /// <summary>MjRuleOptionKind: the values an option takes (`MjRuleOptionInfo.kind`).</summary>
    public enum RuleOptionKind : int
    {
        Bool = 0,
        Int = 1,
        Enum = 2,
    }

    /// <summary>MjValueUnit: what a family's totals count (`MjHandValue::unit`).</summary>
    public enum ValueUnit : int
    {
        Alike = 0,
        Units = 1,
        Fan = 2,
    }

    /// <summary>MjMeld: a meld: `kind` is an `MjMeldKind` value, `tile` the id of its lowest tile (the first of a chi's run, which must be a suited 1–7).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct Meld
    {
        /// <summary>`MjMeldKind` value.</summary>
        public byte Kind;
        /// <summary>Lowest tile id.</summary>
        public byte Tile;
    }

    /// <summary>MjTileCounts: copies of each tile kind, indexed by id (`counts[id]`, 0–4).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct TileCounts
    {
        /// <summary>Copies of kind `id` at index `id`.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 34)]
        public byte[] Counts;
    }

    /// <summary>MjHint: one discard of EXPERT's ranking, as `mj_ai_hints` gives it.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct RawHint
    {
        /// <summary>Bits `1 &lt;&lt; id` of the kinds whose draw would lower the shanten after this discard (the waits, when it leaves the hand ready): a set of kinds, not a count.</summary>
        public ulong Draws;
        /// <summary>EXPERT's estimate of the probability (0 to 1) of winning within the draws left after this discard.</summary>
        public double WinProb;
        /// <summary>EXPERT's estimate of the expected points of the hand after this discard (a small hand's self-draw is 6: 2 from each player).</summary>
        public double Points;
        /// <summary>Copies of the `draws` kinds not yet seen (own tiles and observations taken out), in all: unseen copies, not draws (the player's draws to come are what `mj_ai_set_wall_left` sets).</summary>
        public uint DrawsLeft;
        /// <summary>The targets closest after the discard, bits `1 &lt;&lt; MjTarget` (`MJ_TARGET_REGULAR` for the small hand).</summary>
        public uint Targets;
        /// <summary>The tile id to discard.</summary>
        public byte Tile;
        /// <summary>Its first position in the `tiles` array given.</summary>
        public byte Index;
        /// <summary>Shanten after the discard: 0 ready, n tiles from ready.</summary>
        public sbyte Shanten;
        /// <summary>Number of kinds in `draws`.</summary>
        public byte DrawKinds;
    }

    /// <summary>MjWinContext: how a hand was won, for the situational big hands.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct WinContext
    {
        /// <summary>Won on one's own draw (自摸), a 开杠 flip of one's own included.</summary>
        public byte SelfDraw;
        /// <summary>Won on the last tile of the wall (海底).</summary>
        public byte LastTile;
        /// <summary>Won on a tile flipped by a 开杠 (one's own: 杠上开花; another's: 杠上炮).</summary>
        public byte KongFlip;
        /// <summary>Won by robbing a tile added to a 碰 (抢杠胡).</summary>
        public byte RobbedKong;
        /// <summary>Won in the first go-round: the dealer on the dealt tiles, or another player on the dealer's first discard.</summary>
        public byte FirstTurn;
        /// <summary>The winner is the dealer.</summary>
        public byte Dealer;
    }

    /// <summary>MjWinAnalysis: what a complete-size hand is worth (`mj_analyze_win`).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct WinAnalysis
    {
        /// <summary>Bits `1 &lt;&lt; MjTarget` of every target the hand wins by.</summary>
        public uint Targets;
        /// <summary>Bits `1 &lt;&lt; MjBigHand` of the big hands made.</summary>
        public uint BigHands;
        /// <summary>Total units of the big hands (0 for a small hand).</summary>
        public uint Units;
        /// <summary>1 when the hand wins.</summary>
        public byte Win;
        /// <summary>1 for a small hand (no big hand applies).</summary>
        public byte Small;
        /// <summary>Units of each big hand, indexed by `MjBigHand`; slots past the last big hand are 0.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 16)]
        public byte[] BigHandUnits;
    }

    /// <summary>MjOpeningWins: opening wins (起手胡) of a dealt hand (`mj_opening_wins`).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct OpeningWins
    {
        /// <summary>Occurrences in all: what `mj_settle_opening` pays.</summary>
        public uint Total;
        /// <summary>Occurrences of each opening win, indexed by `MjOpeningWin`.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 8)]
        public byte[] Counts;
    }

    /// <summary>MjPoints: points of the four seats, indexed by seat (0–3): a payment's deltas (summing to zero) or scores.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct SeatPoints
    {
        /// <summary>Points of seat `s` at index `s`.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 4)]
        public int[] Points;
    }

    /// <summary>MjDiscardOption: one possible discard of a complete-size hand, as `mj_discard_options` ranks them: lowest `shanten` first, then most `draws_left`, then lowest tile id.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct RawDiscardOption
    {
        /// <summary>Bits `1 &lt;&lt; id` of the kinds whose draw would lower the shanten after this discard (the waits, when it leaves the hand ready): a set of kinds, not a count.</summary>
        public ulong Draws;
        /// <summary>Copies of those kinds still to come, in all (see `mj_discard_options` for what counts as still to come): copies, not draws.</summary>
        public uint DrawsLeft;
        /// <summary>The tile id to discard.</summary>
        public byte Tile;
        /// <summary>The first position of that tile in the `tiles` array given, so a host can point at its own copy.</summary>
        public byte Index;
        /// <summary>Shanten after the discard: 0 ready, n tiles from ready.</summary>
        public sbyte Shanten;
        /// <summary>Number of kinds in `draws`.</summary>
        public byte DrawKinds;
    }

    /// <summary>MjGameState: the table at a glance (`mj_game_state`).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct GameState
    {
        /// <summary>Each seat's points: the starting scores (0) plus this hand's payments so far.</summary>
        public SeatPoints Scores;
        /// <summary>`MjPhase` value.</summary>
        public byte Phase;
        /// <summary>The seat the phase is about (see `MjPhase`; for `CLAIM` the seat that gave the tile up); `MJ_NONE` when finished.</summary>
        public byte Seat;
        /// <summary>`CLAIM`: the `MjOffer` value; `MJ_NONE` in other phases.</summary>
        public byte Offer;
        /// <summary>Number of tiles in `tiles`.</summary>
        public byte TileCount;
        /// <summary>The tiles on offer (`CLAIM`), flipped (`KONG_FLIP`) or taken (`HAIDI_DRAW`).</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 4)]
        public byte[] Tiles;
        /// <summary>Bit `1 &lt;&lt; s` for each seat `s` that must answer now.</summary>
        internal byte PendingBits;
        /// <summary>The seat to ask next (the first pending seat in turn order), or `MJ_NONE` when the hand is over.</summary>
        public byte NextSeat;
        /// <summary>The dealer (庄).</summary>
        public byte Dealer;
        /// <summary>Tiles left in the wall.</summary>
        public byte WallLeft;
        /// <summary>Bit `1 &lt;&lt; s` for each seat that declared 开杠 (frozen: it may only win or discard what it draws).</summary>
        internal byte FrozenBits;
    }

    /// <summary>MjDiscard: one tile of a discard pile (`mj_game_discards`).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct Discard
    {
        /// <summary>The tile id.</summary>
        public byte Tile;
        /// <summary>1 when another player claimed it (it now sits in their meld).</summary>
        public byte Claimed;
    }

    /// <summary>MjSichuanSeat: a seat's standing at a 四川 table (`mj_game_sichuan_seat`).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct SichuanSeat
    {
        /// <summary>The void suit it declared (定缺): 0 万, 1 条, 2 筒; `MJ_NONE` until every seat has declared (they are shown together), and on other tables.</summary>
        public byte VoidSuit;
        /// <summary>Its wins so far (more than one only under 血流成河).</summary>
        public byte Wins;
        /// <summary>1 once it has left the hand (血战到底: after its win); 0 otherwise.</summary>
        public byte Left;
    }

    /// <summary>MjAction: one decision: `kind` is an `MjActionKind` value, `tile` the tile it names (0 for kinds that name none, so every action has one encoding).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct GameAction
    {
        /// <summary>`MjActionKind` value.</summary>
        public byte Kind;
        /// <summary>Tile id, or 0.</summary>
        public byte Tile;
    }

    /// <summary>MjEvent: one event.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct GameEvent
    {
        /// <summary>Points moved (`SETTLED`; `WON`: this win's share).</summary>
        public SeatPoints Deltas;
        /// <summary>`WON`: bits `1 &lt;&lt; MjBigHand` of the big hands; `WIN_FAN`: bits `1 &lt;&lt; MjSichuanPattern` of the patterns.</summary>
        public uint BigHands;
        /// <summary>`WON`: units of the big hands (国标: the fan); `WIN_FAN`: the fan before the cap; `OPENING_WIN`: occurrences; `EXCHANGED`: tiles per seat.</summary>
        public uint Count;
        /// <summary>`MjEventKind` value.</summary>
        public byte Kind;
        /// <summary>The player the event is about (see `MjEventKind`).</summary>
        public byte Seat;
        /// <summary>The other player involved: the discarder of a claimed tile, who pays a win.</summary>
        public byte From;
        /// <summary>The tile drawn, discarded, shown, won on, or a meld's lowest tile.</summary>
        public byte Tile;
        /// <summary>`MjDrawSource`, `MjMeldKind`, `MjSettleReason` or `MjOpeningWin`, by kind; `EXCHANGED`: the direction; `WIN_FAN`: the number of 根.</summary>
        public byte Detail;
        /// <summary>`MELDED`: 1 for 开杠; `WON`: 1 for a small hand.</summary>
        public byte Flag;
        /// <summary>Number of tiles in `tiles`.</summary>
        public byte TileCount;
        /// <summary>`KONG_FLIP`: the flipped tiles; `BIRDS_FLIPPED`: the birds.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 8)]
        public byte[] Tiles;
    }

    /// <summary>MjGameResult: how the hand ended (`mj_game_result`).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct GameResult
    {
        /// <summary>Every point that moved in the hand (opening wins, kong fees, wins; sum zero).</summary>
        public SeatPoints Deltas;
        /// <summary>Bits `1 &lt;&lt; MjBigHand` of each winning seat's big hands.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 4)]
        public uint[] BigHands;
        /// <summary>Units of each winning seat's big hands (0 for a small hand).</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 4)]
        public uint[] Units;
        /// <summary>1 once the hand is over; the fields below are then set.</summary>
        public byte Finished;
        /// <summary>Bit `1 &lt;&lt; s` for each seat that won (several on one discard: 通炮; 四川: every seat that won during the hand); 0 for an exhaustive draw.</summary>
        internal byte WinnersBits;
        /// <summary>The seat that paid the wins alone (discarder, kong player, the player who showed the last tile); `MJ_NONE` for a self-draw or no win. 四川: the payer of the hand's last win (each win's are in its `WON` event and in `mj_game_payments`).</summary>
        public byte From;
        /// <summary>Who deals the next hand; `MJ_NONE` while the hand is on.</summary>
        public byte NextDealer;
        /// <summary>Number of tiles in `birds`.</summary>
        public byte BirdCount;
        /// <summary>The birds (扎鸟) flipped: the first `MJ_EVENT_TILES` (`mj_game_birds` gives them all, with their hits).</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 8)]
        public byte[] Birds;
    }

    /// <summary>MjRuleOptionInfo: what a settings screen needs of one option (`mj_rule_option_info`).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct RuleOptionInfo
    {
        /// <summary>The option (`MjRuleOption`).</summary>
        public int Id;
        /// <summary>The families that take it: `MJ_FAMILY_*` bits.</summary>
        public uint Families;
        /// <summary>The least value.</summary>
        public int Min;
        /// <summary>The greatest value.</summary>
        public int Max;
        /// <summary>Labelled values, read with `mj_rule_option_choice` (a flag's two, none for an `MJ_RULE_OPTION_KIND_INT` range).</summary>
        public uint Choices;
        /// <summary>The default of the rules' preset (0 when `applies` is 0).</summary>
        public int DefaultValue;
        /// <summary>The value on these rules (0 when `applies` is 0).</summary>
        public int Value;
        /// <summary>`MjRuleOptionKind`.</summary>
        public byte Kind;
        /// <summary>1 when these rules take the option (their family is one of `families`), else 0: `mj_rules_get_option` and `mj_rules_set_option` then refuse it.</summary>
        public byte Applies;
    }

    /// <summary>MjPayment: one payment line (`mj_game_payments`): `from` pays `to` `points`.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct Payment
    {
        /// <summary>The points (positive).</summary>
        public int Points;
        /// <summary>The payer's seat.</summary>
        public byte From;
        /// <summary>The payee's seat.</summary>
        public byte To;
        /// <summary>`MjPaymentReason` value.</summary>
        public byte Reason;
        /// <summary>`BIRDS`: the bird hits counted for this win (at most 255); 0 otherwise.</summary>
        public byte Hits;
    }

    /// <summary>MjBird: one bird (扎鸟) flipped after a win (`mj_game_birds`).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct Bird
    {
        /// <summary>The tile id.</summary>
        public byte Tile;
        /// <summary>The seat the bird lands on, counting the dealer as 1 (1/5/9 the dealer, 2/6 the next, 3/7 opposite, 4/8 the previous), where the rules read it: Changsha (a bird multiplies the payments whose winner or payer sits there) and bird rule 1 (by seat) of a flat table; `MJ_NONE` under the other flat bird rules, and for a 红中 bird.</summary>
        public byte Seat;
        /// <summary>Flat tables: the hits this bird counts for the winners (0 or 1; a 一鸟全中 bird its rank, 10 for a 红中); the birds' hits add up to the `hits` of each win's `BIRDS` line. 0 under Changsha scoring (see `seat`).</summary>
        public byte Hits;
    }

    /// <summary>MjSichuanAnalysis: what a complete-size hand is worth under the 四川 rules (`mj_sichuan_analyze`, `mj_sichuan_best_ready_hand`).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct SichuanAnalysis
    {
        /// <summary>Bits `1 &lt;&lt; MjSichuanPattern` of the patterns made.</summary>
        public uint Patterns;
        /// <summary>The fan before the cap.</summary>
        public uint Fan;
        /// <summary>1 when the hand wins.</summary>
        public byte Win;
        /// <summary>Times each pattern counts, indexed by `MjSichuanPattern`; slots past the last pattern are 0.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 24)]
        public byte[] PatternCounts;
    }

    /// <summary>MjWin: one win of a finished hand (`mj_game_wins`), on every table: who won, who paid, with what, and what it was worth.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct Win
    {
        /// <summary>This win's payments by seat, birds included (sum zero).</summary>
        public SeatPoints Deltas;
        /// <summary>四川: the fan (before the cap) and patterns, situational ones included (`win` 1); all zero on other tables.</summary>
        public SichuanAnalysis Sichuan;
        /// <summary>Changsha: bits `1 &lt;&lt; MjBigHand` of the big hands (0 elsewhere).</summary>
        public uint BigHands;
        /// <summary>Changsha: units of the big hands (0 for a small hand and elsewhere).</summary>
        public uint Units;
        /// <summary>The winner's seat.</summary>
        public byte Seat;
        /// <summary>Who paid alone (the discarder, the kong player, the player who showed the last tile); `MJ_NONE` for a self-draw, paid by all.</summary>
        public byte From;
        /// <summary>The winning tile; `MJ_NONE` for 天胡 (the dealt fourteen).</summary>
        public byte Tile;
        /// <summary>1 for a small hand, as the `WON` event's flag says: Changsha's 小胡, every win of the flat tables (不分大小胡), a 四川 win of 0 fan (平胡); 0 for a big hand, a 四川 win with fan, and under 国标.</summary>
        public byte Small;
    }

    /// <summary>MjSichuanContext: how a 四川 hand was won, for the situational patterns.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct SichuanContext
    {
        /// <summary>自摸: won on one's own draw (else on a discard or a robbed kong).</summary>
        public byte SelfDraw;
        /// <summary>The tile came with a kong: the replacement draw (杠上花, with `self_draw`) or the konger's next discard (杠上炮).</summary>
        public byte AfterKong;
        /// <summary>抢杠胡: the tile robbed from another's 面下杠 (not a self-draw).</summary>
        public byte RobbedKong;
        /// <summary>The wall's last tile (海底捞月 when self-drawn).</summary>
        public byte LastTile;
        /// <summary>The winner's first turn, nothing claimed before (天胡 / 地胡).</summary>
        public byte FirstTurn;
        /// <summary>The winner deals (天胡 rather than 地胡).</summary>
        public byte Dealer;
    }

    /// <summary>MjHandValue: what a hand is worth (`mj_hand_value`, each wait of `mj_valued_waits`, each win of `mj_game_win_value`); its lines come beside it.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct RawHandValue
    {
        /// <summary>The sum of the lines' `value × count`: what the payment reads (国标: flowers included). 0 for no win.</summary>
        public uint Total;
        /// <summary>The part of `total` the minimum is checked against (国标: without the flowers unless `MJ_RULE_OPTION_MCR_FLOWERS_COUNT`); `total` elsewhere.</summary>
        public uint TowardMinimum;
        /// <summary>An `MjValueUnit`: what `total` counts.</summary>
        public int Unit;
        /// <summary>1 when the tiles win under the rules' whole law (四川's 缺一门, 国标's special forms), whatever their worth.</summary>
        public byte Win;
        /// <summary>1 when the win reaches the rules' minimum (国标's 8 fan; every win elsewhere).</summary>
        public byte MeetsMinimum;
        /// <summary>Shanten of the hand before the win (without its winning tile) by the rules' whole law: 0 for a win, -1 for a hand that can never win.</summary>
        public sbyte Shanten;
    }

    /// <summary>MjValueLine: one named item of a hand's worth: a big hand (长沙), a pattern (四川), a fan (国标), or the shape a flat table's win makes.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct RawValueLine
    {
        /// <summary>The stable identifier (`qingyise`, `gen`, `full_flush`), unique within the family: UTF-8, NUL-terminated.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 48)]
        public byte[] Id;
        /// <summary>The 中文 name (清一色, 根, 独听・边张): UTF-8, NUL-terminated.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 48)]
        public byte[] Chinese;
        /// <summary>The English name: UTF-8, NUL-terminated.</summary>
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 48)]
        public byte[] English;
        /// <summary>What it is worth each time it counts, in the value's unit.</summary>
        public uint Value;
        /// <summary>How many times it counts (幺九刻 ×2, 根 per four, 花牌 per flower).</summary>
        public uint Count;
    }

    /// <summary>MjValuedWait: one wait of a ready hand (`mj_valued_waits`): the tile and what the win on it is worth.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public partial struct RawValuedWait
    {
        /// <summary>The worth of the win on `tile` (`win` 1, `shanten` 0).</summary>
        public RawHandValue Value;
        /// <summary>The tile id.</summary>
        public byte Tile;
    }

    /// <summary>Library-wide functions and helpers.</summary>
    public static partial class Library
    {
        /// <summary>MJ_WALL_ESTIMATE: `mj_ai_set_wall_left`'s value for "estimate the wall from the discards observed".</summary>
        public const int WallEstimate = -1;
        /// <summary>MJ_BIG_HAND_SLOTS: length of `MjWinAnalysis::big_hand_units`: room for every big hand (`MjBigHand`) and for hands appended later, so the struct keeps its size.</summary>
        public const int BigHandSlots = 16;
        /// <summary>MJ_OPENING_WIN_SLOTS: length of `MjOpeningWins::counts`: every `MjOpeningWin`, with room to grow.</summary>
        public const int OpeningWinSlots = 8;
        /// <summary>MJ_SELF_DRAW: `payer` of `mj_settle_win` for a self-drawn win: the three others pay.</summary>
        public const int SelfDraw = -1;
        /// <summary>MJ_EVENT_TILES: length of `MjEvent::tiles` and `MjGameResult::birds`: room for the most birds of a Changsha table (6) or of a flat table's bird count (8), and 开杠 flips (4).</summary>
        public const int EventTiles = 8;
        /// <summary>MJ_NONE: a `uint8_t` seat or tile field that holds nothing (no seat, no tile).</summary>
        public const byte None = 255;
        /// <summary>MJ_SHANTEN_UNREACHABLE: `mj_shanten_for`'s answer for a target the rules do not have or the hand's melds rule out (a chi for 碰碰胡, any meld for seven pairs).</summary>
        public const int ShantenUnreachable = 99;
        /// <summary>MJ_FAMILY_CHANGSHA: `MjRuleOptionInfo.families` bit: the Changsha table (changsha, eval-v1, standard).</summary>
        public const int FamilyChangsha = 1;
        /// <summary>MJ_FAMILY_HUNAN: `MjRuleOptionInfo.families` bit: the flat Hunan tables (zhuanzhuan, hongzhong).</summary>
        public const int FamilyHunan = 2;
        /// <summary>MJ_FAMILY_SICHUAN: `MjRuleOptionInfo.families` bit: 四川 (sichuan).</summary>
        public const int FamilySichuan = 4;
        /// <summary>MJ_NO_TILE: marks "no tile" where a tile id is optional (`mj_rules_set_wildcard`).</summary>
        public const int NoTile = -1;
        /// <summary>MJ_SICHUAN_PATTERN_SLOTS: length of `MjSichuanAnalysis::pattern_counts`: room for every pattern (`MjSichuanPattern`) and for patterns appended later, so the struct keeps its size.</summary>
        public const int SichuanPatternSlots = 24;
        /// <summary>MJ_KINDS: number of tile kinds with honours: ids are `0..MJ_KINDS`.</summary>
        public const int Kinds = 34;
        /// <summary>MJ_SUITED_KINDS: number of suited kinds: ids `0..MJ_SUITED_KINDS` are 万, 条, 筒 × 1–9.</summary>
        public const int SuitedKinds = 27;
        /// <summary>MJ_VALUE_NAME_BYTES: bytes of each name of an `MjValueLine`: UTF-8, NUL-terminated, the rest zero.</summary>
        public const int ValueNameBytes = 48;
        /// <summary>MJ_ABI_VERSION: the ABI version this header describes.</summary>
        public const uint AbiVersion = 3;
    }

    /// <summary>The raw C functions, one per header declaration.</summary>
    public static partial class Native
    {
        [DllImport(Lib)] public static extern Status mj_ai_difficulty_available(int difficulty, [MarshalAs(UnmanagedType.U1)] out bool outAvailable);
        [DllImport(Lib)] public static extern Status mj_ai_new(int difficulty, ulong seed, Rules rules, out IntPtr @out);
        [DllImport(Lib)] public static extern void mj_ai_free(IntPtr ai);
        [DllImport(Lib)] public static extern Status mj_ai_reseed(Ai ai, ulong seed);
        [DllImport(Lib)] public static extern Status mj_ai_decide_discard(Ai ai, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, out UIntPtr outIndex);
        [DllImport(Lib)] public static extern Status mj_ai_should_peng(Ai ai, byte[] tiles, UIntPtr len, byte tile, int difficulty, [MarshalAs(UnmanagedType.U1)] out bool @out);
        [DllImport(Lib)] public static extern Status mj_ai_should_chi(Ai ai, byte[] tiles, UIntPtr len, byte tile, int difficulty, [MarshalAs(UnmanagedType.U1)] out bool @out);
        [DllImport(Lib)] public static extern Status mj_ai_should_gang(Ai ai, byte[] tiles, UIntPtr len, byte tile, int difficulty, [MarshalAs(UnmanagedType.U1)] out bool @out);
        [DllImport(Lib)] public static extern Status mj_ai_should_hu(Ai ai, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, [MarshalAs(UnmanagedType.U1)] out bool @out);
        [DllImport(Lib)] public static extern Status mj_ai_observe_discard(Ai ai, byte tile);
        [DllImport(Lib)] public static extern Status mj_ai_observe_meld(Ai ai, [In] ref Meld meld, int claimedTile);
        [DllImport(Lib)] public static extern Status mj_ai_observe_meld_by(Ai ai, int seat, [In] ref Meld meld, int claimedTile);
        [DllImport(Lib)] public static extern Status mj_ai_set_seat(Ai ai, int seat);
        [DllImport(Lib)] public static extern Status mj_ai_seat(Ai ai, out int @out);
        [DllImport(Lib)] public static extern Status mj_ai_reset(Ai ai);
        [DllImport(Lib)] public static extern Status mj_ai_observed(Ai ai, out TileCounts @out);
        [DllImport(Lib)] public static extern Status mj_ai_set_wall_left(Ai ai, int wallLeft);
        [DllImport(Lib)] public static extern Status mj_ai_set_void(Ai ai, int suit);
        [DllImport(Lib)] public static extern Status mj_ai_hints(Ai ai, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, [Out] RawHint[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_ai_hint_reasons(Ai ai, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, byte chinese, byte[] buf, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_ai_should_hu_discard(Ai ai, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, byte tile, [MarshalAs(UnmanagedType.U1)] out bool @out);
        [DllImport(Lib)] public static extern Status mj_analyze_win(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, [In] ref WinContext ctx, out WinAnalysis @out);
        [DllImport(Lib)] public static extern Status mj_opening_wins(Rules rules, byte[] tiles, UIntPtr len, out OpeningWins @out);
        [DllImport(Lib)] public static extern Status mj_settle_win(Rules rules, [In] ref WinAnalysis analysis, int winner, int payer, int dealer, byte[] birds, UIntPtr birdCount, out SeatPoints @out);
        [DllImport(Lib)] public static extern Status mj_settle_opening(Rules rules, int player, uint occurrences, int dealer, out SeatPoints @out);
        [DllImport(Lib)] public static extern Status mj_big_hand_id_name(int id, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_big_hand_chinese_name(int id, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_opening_win_id_name(int id, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_opening_win_chinese_name(int id, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_discard_options(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, byte[] unseen, [Out] RawDiscardOption[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_last_error(byte[] buf, UIntPtr len, out UIntPtr needed);
        [DllImport(Lib)] public static extern IntPtr mj_status_name(int status);
        [DllImport(Lib)] public static extern Status mj_game_new(Rules rules, ulong seed, int dealer, out IntPtr @out);
        [DllImport(Lib)] public static extern Status mj_game_replay(byte[] record, out IntPtr @out);
        [DllImport(Lib)] public static extern void mj_game_free(IntPtr game);
        [DllImport(Lib)] public static extern Status mj_game_state(Game game, out GameState @out);
        [DllImport(Lib)] public static extern Status mj_game_hand(Game game, int seat, byte[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_game_drawn_tile(Game game, int seat, out int outTile);
        [DllImport(Lib)] public static extern Status mj_game_dealt(Game game, int seat, byte[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_game_melds(Game game, int seat, [Out] Meld[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_game_discards(Game game, int seat, [Out] Discard[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_game_sichuan_seat(Game game, int seat, out SichuanSeat @out);
        [DllImport(Lib)] public static extern Status mj_game_legal_actions(Game game, int seat, [Out] GameAction[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_game_apply(Game game, int seat, [In] ref GameAction action);
        [DllImport(Lib)] public static extern Status mj_game_events(Game game, [Out] GameEvent[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_game_result(Game game, out GameResult @out);
        [DllImport(Lib)] public static extern Status mj_game_ai_action(Game game, int seat, Ai ai, out GameAction @out);
        [DllImport(Lib)] public static extern Status mj_game_hints(Game game, int seat, [Out] RawHint[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_game_hint_reasons(Game game, int seat, byte chinese, byte[] buf, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_game_record_json(Game game, byte[] buf, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_is_win(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, [MarshalAs(UnmanagedType.U1)] out bool outWin);
        [DllImport(Lib)] public static extern Status mj_winning_targets(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, out uint outMask);
        [DllImport(Lib)] public static extern Status mj_waits(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, out ulong outMask);
        [DllImport(Lib)] public static extern Status mj_wait_counts(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, byte[] unseen, out TileCounts @out);
        [DllImport(Lib)] public static extern Status mj_shanten(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, out int outShanten);
        [DllImport(Lib)] public static extern Status mj_shanten_for(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, int target, out int outShanten);
        [DllImport(Lib)] public static extern void mj_warm_up();
        [DllImport(Lib)] public static extern Status mj_parse_melds(byte[] notation, [Out] Meld[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern IntPtr mj_alloc(UIntPtr size);
        [DllImport(Lib)] public static extern void mj_dealloc(IntPtr ptr, UIntPtr size);
        [DllImport(Lib)] public static extern int mj_family_count();
        [DllImport(Lib)] public static extern Status mj_family_name(int index, out IntPtr outName);
        [DllImport(Lib)] public static extern int mj_rule_option_count();
        [DllImport(Lib)] public static extern Status mj_rule_option_name(int option, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_rule_option_chinese_name(int option, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_rule_option_english_name(int option, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_rule_option_doc(int option, out IntPtr outDoc);
        [DllImport(Lib)] public static extern Status mj_rule_option_by_name(byte[] name, out int outOption);
        [DllImport(Lib)] public static extern Status mj_rule_option_info(Rules rules, int option, out RuleOptionInfo outInfo);
        [DllImport(Lib)] public static extern Status mj_rule_option_choice(int option, uint index, out int outValue, out IntPtr outChinese, out IntPtr outEnglish);
        [DllImport(Lib)] public static extern Rules mj_rules_new_changsha();
        [DllImport(Lib)] public static extern Rules mj_rules_new_eval_v1();
        [DllImport(Lib)] public static extern Rules mj_rules_new_standard();
        [DllImport(Lib)] public static extern Rules mj_rules_new_zhuanzhuan();
        [DllImport(Lib)] public static extern Rules mj_rules_new_hongzhong();
        [DllImport(Lib)] public static extern Rules mj_rules_new_sichuan();
        [DllImport(Lib)] public static extern Status mj_rules_new_by_name(byte[] name, out IntPtr @out);
        [DllImport(Lib)] public static extern Status mj_rules_clone(Rules rules, out IntPtr @out);
        [DllImport(Lib)] public static extern void mj_rules_free(IntPtr rules);
        [DllImport(Lib)] public static extern Status mj_rules_set_option(Rules rules, int option, int value);
        [DllImport(Lib)] public static extern Status mj_rules_get_option(Rules rules, int option, out int outValue);
        [DllImport(Lib)] public static extern Status mj_rules_set_wildcard(Rules rules, int tile);
        [DllImport(Lib)] public static extern Status mj_rules_get_wildcard(Rules rules, out int outTile);
        [DllImport(Lib)] public static extern Status mj_game_payments(Game game, [Out] Payment[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_game_birds(Game game, [Out] Bird[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_payment_reason_id_name(int id, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_payment_reason_chinese_name(int id, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_payment_reason_english_name(int id, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_game_wins(Game game, [Out] Win[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_sichuan_analyze(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, [In] ref SichuanContext ctx, out SichuanAnalysis @out);
        [DllImport(Lib)] public static extern Status mj_sichuan_waits(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, out ulong outMask);
        [DllImport(Lib)] public static extern Status mj_sichuan_best_ready_hand(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, out int outTile, out SichuanAnalysis @out);
        [DllImport(Lib)] public static extern Status mj_sichuan_pattern_id_name(int id, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_sichuan_pattern_chinese_name(int id, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_sichuan_pattern_english_name(int id, out IntPtr outName);
        [DllImport(Lib)] public static extern Status mj_parse_tiles(byte[] notation, byte[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_format_tiles(byte[] tiles, UIntPtr len, byte[] buf, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_format_tiles_chinese(byte[] tiles, UIntPtr len, byte[] buf, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_hand_value(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, byte[] context, out RawHandValue @out, [Out] RawValueLine[] lines, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_valued_waits(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, byte[] context, [Out] RawValuedWait[] @out, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_game_win_value(Game game, UIntPtr win, out RawHandValue @out, [Out] RawValueLine[] lines, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern uint mj_abi_version();
        [DllImport(Lib)] public static extern IntPtr mj_version();
    }
    // </generated:raw>

    public partial struct Meld
    {
        public Meld(MeldKind kind, byte tile)
        {
            Kind = (byte)kind;
            Tile = tile;
        }
    }

    public partial struct GameAction
    {
        public GameAction(ActionKind kind, byte tile = 0)
        {
            Kind = (byte)kind;
            Tile = tile;
        }

        public override string ToString() { return (ActionKind)Kind + " " + Tile; }
    }

    public partial struct GameState
    {
        /// <summary>The seats (0-3, ascending) that must answer now.</summary>
        public int[] Pending { get { return Library.SeatsOf(PendingBits); } }
        /// <summary>The seats that declared 开杠 (frozen: each may only win or discard what it draws), ascending.</summary>
        public int[] Frozen { get { return Library.SeatsOf(FrozenBits); } }
        /// <summary>Deprecated (0.1): Pending as a bit mask (1 &lt;&lt; seat); removed in the next minor release.</summary>
        [Obsolete("a bit mask (1 << seat): use Pending, the list of seats")]
        public byte PendingMask { get { return PendingBits; } }
        /// <summary>Deprecated (0.1): Frozen as a bit mask (1 &lt;&lt; seat); removed in the next minor release.</summary>
        [Obsolete("a bit mask (1 << seat): use Frozen, the list of seats")]
        public byte FrozenMask { get { return FrozenBits; } }
    }

    public partial struct GameResult
    {
        /// <summary>The seats that won (several on one discard: 通炮; 四川: every seat that won during the hand), ascending; empty for an exhaustive draw.</summary>
        public int[] Winners { get { return Library.SeatsOf(WinnersBits); } }
        /// <summary>Deprecated (0.1): Winners as a bit mask (1 &lt;&lt; seat); removed in the next minor release.</summary>
        [Obsolete("a bit mask (1 << seat): use Winners, the list of seats")]
        public byte WinnersMask { get { return WinnersBits; } }
    }

    public partial struct Win
    {
        /// <summary>四川: the patterns of the win in SichuanPattern order, Gen once per four (empty elsewhere); its fan is Sichuan.Fan.</summary>
        public SichuanPattern[] Patterns { get { return Sichuan.PatternCounts == null ? new SichuanPattern[0] : Mahjong.SichuanPatterns(Sichuan); } }
        /// <summary>Changsha: the big hands of the win in BigHand order (empty for a small hand and elsewhere); their units are Units.
        /// On every table the win's value (lines, total, unit) is Game.WinValue(index of this win).</summary>
        public BigHand[] BigHandList { get { return Array.ConvertAll(Mahjong.IdsOf(BigHands), id => (BigHand)id); } }
    }

    /// <summary>One discard of a complete-size hand: the tile, its first index in the tiles given,
    /// the shanten after it (0 ready), the kinds whose draw would lower the shanten (the waits,
    /// when ready) and their copies still to come.</summary>
    public class DiscardOption
    {
        public byte Tile;
        public int Index;
        public int Shanten;
        public byte[] UsefulKinds;
        public int UnseenCopies;
        /// <summary>Deprecated (0.1 name): UnseenCopies.</summary>
        [Obsolete("use UnseenCopies")]
        public int DrawsLeft { get { return UnseenCopies; } }
        public override string ToString()
        {
            return "DiscardOption(tile " + Tile + ", index " + Index + ", shanten " + Shanten + ", useful kinds [" + string.Join(",", UsefulKinds) + "], " + UnseenCopies + " unseen copies)";
        }
    }

    /// <summary>One discard of EXPERT's hint list: as a DiscardOption (copies net of what the AI
    /// observed), with the targets closest after it, the estimated probability (0-1) of winning
    /// within the draws left, the expected points, and the reason in English and Chinese.</summary>
    public class Hint : DiscardOption
    {
        public Target[] Targets;
        public double WinProb;
        public double Points;
        public string Reason;
        public string ReasonZh;
        public override string ToString() { return "Hint(" + Reason + ")"; }

        /// <summary>The hints of a hint call's structs, each joined to its reason lines.</summary>
        internal static Hint[] Of(RawHint[] raw, string[] english, string[] chinese)
        {
            var hints = new Hint[raw.Length];
            for (int i = 0; i < raw.Length; i++)
            {
                var h = raw[i];
                hints[i] = new Hint
                {
                    Tile = h.Tile, Index = h.Index, Shanten = h.Shanten, UsefulKinds = Mahjong.IdsOf(h.Draws),
                    UnseenCopies = (int)h.DrawsLeft, Targets = Mahjong.TargetsOf(h.Targets), WinProb = h.WinProb,
                    Points = h.Points, Reason = i < english.Length ? english[i] : "", ReasonZh = i < chinese.Length ? chinese[i] : "",
                };
            }
            return hints;
        }
    }

    /// <summary>A failed call: the status code and the library's message.</summary>
    public sealed class MajiangException : Exception
    {
        public readonly Status Status;

        public MajiangException(Status status, string message) : base(message)
        {
            Status = status;
        }
    }

    public static partial class Native
    {
#if UNITY_IOS && !UNITY_EDITOR
        // iOS apps link libmajiang.a (the Unity package's xcframework) into
        // the executable itself: no library is loaded at run time.
        const string Lib = "__Internal";
#else
        const string Lib = "majiang";
#endif
    }

    /// <summary>A rule set handle (MjRules*), freed on Dispose or finalization.</summary>
    public sealed class Rules : SafeHandle
    {
        // Used by the marshaller when a native function returns a Rules.
        Rules() : base(IntPtr.Zero, true) { }

        Rules(IntPtr raw) : base(IntPtr.Zero, true) { SetHandle(raw); }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        protected override bool ReleaseHandle()
        {
            Native.mj_rules_free(handle);
            return true;
        }

        static Rules Made(Rules rules)
        {
            Library.CheckAbi();
            if (rules.IsInvalid) throw new MajiangException(Status.Panic, Library.LastError());
            return rules;
        }

        /// <summary>Changsha default rules.</summary>
        public static Rules Changsha() { return Made(Native.mj_rules_new_changsha()); }
        /// <summary>Standard (34 kinds) rules.</summary>
        public static Rules Standard() { return Made(Native.mj_rules_new_standard()); }
        /// <summary>The eval-v1 preset.</summary>
        public static Rules EvalV1() { return Made(Native.mj_rules_new_eval_v1()); }
        /// <summary>转转麻将: 108 tiles, no chi, any pair, flat scoring, 4 birds 159中鸟.</summary>
        public static Rules Zhuanzhuan() { return Made(Native.mj_rules_new_zhuanzhuan()); }
        /// <summary>红中麻将: 转转 plus four 红中 (中, id 31) as wildcards with no copy limit.</summary>
        public static Rules Hongzhong() { return Made(Native.mj_rules_new_hongzhong()); }
        /// <summary>四川麻将 血战到底: 108 tiles, no chi, fan capped at 4, 换三张, 定缺; its options are RuleOption.FanCap to .SichuanRobKong. A Game plays its hands (换三张 and 定缺 phases, wins that do not end the hand); Mahjong.SichuanAnalyze counts a hand's fan.</summary>
        public static Rules Sichuan() { return Made(Native.mj_rules_new_sichuan()); }

        /// <summary>A preset by name: changsha, eval-v1, standard, zhuanzhuan, hongzhong, sichuan or mcr;
        /// another name throws (InvalidOption) naming them.</summary>
        public static Rules ByName(string name)
        {
            Library.CheckAbi();
            IntPtr raw;
            Library.Check(Native.mj_rules_new_by_name(Library.CString(name), out raw));
            return new Rules(raw);
        }

        /// <summary>An independent copy.</summary>
        public Rules Clone()
        {
            IntPtr raw;
            Library.Check(Native.mj_rules_clone(this, out raw));
            return new Rules(raw);
        }

        public void Set(RuleOption option, int value)
        {
            Library.Check(Native.mj_rules_set_option(this, (int)option, value));
        }

        public int Get(RuleOption option)
        {
            int value;
            Library.Check(Native.mj_rules_get_option(this, (int)option, out value));
            return value;
        }

        /// <summary>Every rule option of the core's registry (every table's), in id order, with its
        /// labels, values, families and, for these rules, whether they take it, its value and their
        /// preset's default: what a settings screen is built from. Get and Set refuse an option these
        /// rules do not take (<c>Applies</c> false).</summary>
        public System.Collections.Generic.List<OptionInfo> Options()
        {
            var list = new System.Collections.Generic.List<OptionInfo>();
            int count = Native.mj_rule_option_count();
            for (int o = 0; o < count; o++)
            {
                RuleOptionInfo raw;
                Library.Check(Native.mj_rule_option_info(this, o, out raw));
                var values = new OptionValue[raw.Choices];
                for (uint k = 0; k < raw.Choices; k++)
                {
                    int value;
                    IntPtr zh, en;
                    Library.Check(Native.mj_rule_option_choice(o, k, out value, out zh, out en));
                    values[k] = new OptionValue(value, Library.Utf8At(zh), Library.Utf8At(en));
                }
                var families = new System.Collections.Generic.List<string>();
                // Bit i is family i, named by the library: a new family needs no change here.
                for (int f = 0; f < Native.mj_family_count(); f++)
                {
                    if ((raw.Families & (1u << f)) == 0) continue;
                    IntPtr name;
                    Library.Check(Native.mj_family_name(f, out name));
                    families.Add(Library.Utf8At(name));
                }
                bool applies = raw.Applies == 1;
                list.Add(new OptionInfo
                {
                    Id = (RuleOption)raw.Id,
                    Name = Library.Name(Native.mj_rule_option_name, o),
                    Zh = Library.Name(Native.mj_rule_option_chinese_name, o),
                    En = Library.Name(Native.mj_rule_option_english_name, o),
                    Doc = Library.Name(Native.mj_rule_option_doc, o),
                    Kind = raw.Kind == 0 ? "bool" : raw.Kind == 1 ? "int" : "enum",
                    Min = raw.Min,
                    Max = raw.Max,
                    Values = values,
                    Families = families.ToArray(),
                    Applies = applies,
                    Value = applies ? raw.Value : (int?)null,
                    Default = applies ? raw.DefaultValue : (int?)null,
                });
            }
            return list;
        }

        /// <summary>The option of this name ("flat_birds", as <c>Options()</c> and <c>majiang rules</c>
        /// name it; the older "pair_258" too); another name throws (InvalidOption).</summary>
        public static RuleOption OptionByName(string name)
        {
            int id;
            Library.Check(Native.mj_rule_option_by_name(Library.CString(name), out id));
            return (RuleOption)id;
        }

        /// <summary>The wildcard tile id, or -1 for none (setting -1 removes it).</summary>
        public int Wildcard
        {
            get
            {
                int tile;
                Library.Check(Native.mj_rules_get_wildcard(this, out tile));
                return tile;
            }
            set { Library.Check(Native.mj_rules_set_wildcard(this, value)); }
        }
    }

    /// <summary>One labelled value of a rule option: the value and its Chinese and English labels.</summary>
    public sealed class OptionValue
    {
        public readonly int Value;
        public readonly string Zh;
        public readonly string En;
        public OptionValue(int value, string zh, string en) { Value = value; Zh = zh; En = en; }
    }

    /// <summary>One rule option (<c>Rules.Options()</c>), from the core's option registry: <c>Name</c> as
    /// <c>mj_rule_option_name</c> and <c>majiang rules</c> give it, the labels, <c>Kind</c> ("bool", "int"
    /// or "enum"), the range, the labelled values (none for an int range), the families ("changsha",
    /// "hunan", "sichuan"), and for the rules asked whether they take it, its value and their preset's
    /// default (null unless <c>Applies</c>).</summary>
    public sealed class OptionInfo
    {
        public RuleOption Id;
        public string Name, Zh, En, Doc, Kind;
        public int Min, Max;
        public OptionValue[] Values;
        public string[] Families;
        public bool Applies;
        public int? Value, Default;
    }

    public static partial class Library
    {
        static bool abiChecked;

        /// <summary>Throws unless the loaded library has the ABI these bindings expect.</summary>
        public static void CheckAbi()
        {
            if (abiChecked) return;
            uint loaded = Native.mj_abi_version();
            if (loaded != AbiVersion)
                throw new MajiangException(Status.InvalidArgument,
                    "libmajiang has ABI " + loaded + "; Majiang.cs expects " + AbiVersion);
            abiChecked = true;
        }

        public static string Version { get { return Utf8At(Native.mj_version()); } }

        public static string StatusName(Status status) { return Utf8At(Native.mj_status_name((int)status)); }

        public static void WarmUp() { Native.mj_warm_up(); }

        /// <summary>This thread's last error message.</summary>
        public static string LastError()
        {
            UIntPtr needed;
            Native.mj_last_error(null, UIntPtr.Zero, out needed);
            var buf = new byte[(int)needed.ToUInt32()];
            if (Native.mj_last_error(buf, (UIntPtr)buf.Length, out needed) != Status.Ok) return "";
            return Encoding.UTF8.GetString(buf, 0, (int)needed.ToUInt32() - 1);
        }

        /// <summary>Throws MajiangException for anything but Status.Ok.</summary>
        public static void Check(Status status)
        {
            if (status != Status.Ok) throw new MajiangException(status, LastError());
        }

        internal static byte[] CString(string s)
        {
            var bytes = Encoding.UTF8.GetBytes(s);
            Array.Resize(ref bytes, bytes.Length + 1);
            return bytes;
        }

        internal delegate Status Filler<T>(T[] buf, UIntPtr cap, out UIntPtr len);

        /// <summary>Runs a buffer-filling call twice: to size, then to fill.</summary>
        internal static T[] Fill<T>(Filler<T> call)
        {
            UIntPtr n;
            var status = call(null, UIntPtr.Zero, out n);
            if (status == Status.Ok) return new T[0];
            if (status != Status.BufferTooSmall) Check(status);
            var buf = new T[(int)n.ToUInt32()];
            Check(call(buf, (UIntPtr)buf.Length, out n));
            Array.Resize(ref buf, (int)n.ToUInt32());
            return buf;
        }

        internal delegate Status Namer(int id, out IntPtr name);

        internal static string Name(Namer namer, int id)
        {
            IntPtr p;
            Check(namer(id, out p));
            return Utf8At(p);
        }

        /// <summary>The seats whose bit is set in a seat mask of the C API (1 &lt;&lt; seat), ascending.</summary>
        internal static int[] SeatsOf(byte mask)
        {
            var seats = new System.Collections.Generic.List<int>();
            for (int seat = 0; seat < 4; seat++)
                if (((mask >> seat) & 1) == 1) seats.Add(seat);
            return seats.ToArray();
        }

        internal static string Utf8At(IntPtr p)
        {
            int n = 0;
            while (Marshal.ReadByte(p, n) != 0) n++;
            var bytes = new byte[n];
            Marshal.Copy(p, bytes, 0, n);
            return Encoding.UTF8.GetString(bytes);
        }
    }

    /// <summary>Tiles, hands and their checks.</summary>
    public static class Mahjong
    {
        static readonly Meld[] NoMelds = new Meld[0];

        static UIntPtr Len(Array a) { return (UIntPtr)a.Length; }

        /// <summary>The ids whose bit is set in a mask of the C API (1 &lt;&lt; id), ascending.</summary>
        public static byte[] IdsOf(ulong mask)
        {
            var ids = new System.Collections.Generic.List<byte>();
            for (int id = 0; id < 64; id++)
                if (((mask >> id) & 1) == 1) ids.Add((byte)id);
            return ids.ToArray();
        }
        internal static Target[] TargetsOf(ulong mask)
        {
            return Array.ConvertAll(IdsOf(mask), id => (Target)id);
        }
        internal static Meld[] MeldsOf(string notation)
        {
            return notation == null ? NoMelds : ParseMelds(notation);
        }
        /// <summary>One tile from notation ("5m", "五万").</summary>
        public static byte ParseTile(string notation)
        {
            var ids = ParseTiles(notation);
            if (ids.Length != 1)
                throw new ArgumentException("tile: \"" + notation + "\" is " + ids.Length + " tiles, not one");
            return ids[0];
        }
        internal static DiscardOption OptionOf(RawDiscardOption o)
        {
            return new DiscardOption { Tile = o.Tile, Index = o.Index, Shanten = o.Shanten, UsefulKinds = IdsOf(o.Draws), UnseenCopies = (int)o.DrawsLeft };
        }

        /// <summary>Tile ids from notation ("123m 五万").</summary>
        public static byte[] ParseTiles(string notation)
        {
            var text = Library.CString(notation);
            UIntPtr len;
            var status = Native.mj_parse_tiles(text, null, UIntPtr.Zero, out len);
            if (status == Status.Ok) return new byte[0];
            if (status != Status.BufferTooSmall) Library.Check(status);
            var ids = new byte[(int)len.ToUInt32()];
            Library.Check(Native.mj_parse_tiles(text, ids, Len(ids), out len));
            return ids;
        }

        /// <summary>Melds from notation ("peng:5m chi:345s").</summary>
        public static Meld[] ParseMelds(string notation)
        {
            var text = Library.CString(notation);
            var melds = new Meld[4];
            UIntPtr len;
            var status = Native.mj_parse_melds(text, melds, Len(melds), out len);
            if (status == Status.BufferTooSmall)
            {
                melds = new Meld[(int)len.ToUInt32()];
                status = Native.mj_parse_melds(text, melds, Len(melds), out len);
            }
            Library.Check(status);
            Array.Resize(ref melds, (int)len.ToUInt32());
            return melds;
        }

        delegate Status Formatter(byte[] tiles, UIntPtr len, byte[] buf, UIntPtr cap, out UIntPtr outLen);

        static string Format(Formatter format, byte[] tiles)
        {
            UIntPtr needed;
            var status = format(tiles, Len(tiles), null, UIntPtr.Zero, out needed);
            if (status != Status.BufferTooSmall) Library.Check(status);
            var buf = new byte[(int)needed.ToUInt32()];
            Library.Check(format(tiles, Len(tiles), buf, Len(buf), out needed));
            return Encoding.UTF8.GetString(buf, 0, buf.Length - 1);
        }

        /// <summary>Compact notation ("123m45s").</summary>
        public static string FormatTiles(byte[] tiles) { return Format(Native.mj_format_tiles, tiles); }

        /// <summary>Chinese names ("五万 四条").</summary>
        public static string FormatTilesChinese(byte[] tiles) { return Format(Native.mj_format_tiles_chinese, tiles); }

        /// <summary>Whether the concealed tiles (3n+2 with the melds, the winning tile included) win. A waiting-size
        /// hand (3n+1, e.g. 13 tiles: the winning tile missing) throws a MajiangException of Status.WrongHandSize;
        /// Waits lists the tiles it waits on.</summary>
        public static bool IsWin(Rules rules, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            bool win;
            Library.Check(Native.mj_is_win(rules, tiles, Len(tiles), melds, Len(melds), out win));
            return win;
        }

        /// <summary>IsWin of a hand in notation ("123m456s789p23455m", melds "peng:5m").</summary>
        public static bool IsWin(Rules rules, string tiles, string melds = null) { return IsWin(rules, ParseTiles(tiles), MeldsOf(melds)); }
        /// <summary>The targets the hand wins by, ascending (Native.mj_winning_targets gives the mask); a 3n+1 hand throws as in IsWin.</summary>
        public static Target[] WinningTargets(Rules rules, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            uint mask;
            Library.Check(Native.mj_winning_targets(rules, tiles, Len(tiles), melds, Len(melds), out mask));
            return TargetsOf(mask);
        }
        /// <summary>WinningTargets of a hand in notation.</summary>
        public static Target[] WinningTargets(Rules rules, string tiles, string melds = null) { return WinningTargets(rules, ParseTiles(tiles), MeldsOf(melds)); }
        /// <summary>The tile kinds completing a 3n+1 hand, ascending (Native.mj_waits gives the mask).</summary>
        public static byte[] Waits(Rules rules, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            ulong mask;
            Library.Check(Native.mj_waits(rules, tiles, Len(tiles), melds, Len(melds), out mask));
            return IdsOf(mask);
        }
        /// <summary>Waits of a hand in notation.</summary>
        public static byte[] Waits(Rules rules, string tiles, string melds = null) { return Waits(rules, ParseTiles(tiles), MeldsOf(melds)); }

        /// <summary>Copies left of each wait, indexed by tile id (unseen: null = all not in hand).</summary>
        public static byte[] WaitCounts(Rules rules, byte[] tiles, Meld[] melds = null, byte[] unseen = null)
        {
            melds = melds ?? NoMelds;
            if (unseen != null && unseen.Length != Library.Kinds)
                throw new ArgumentException("unseen holds " + unseen.Length + " counts; one per kind (" + Library.Kinds + ") is needed");
            TileCounts counts;
            Library.Check(Native.mj_wait_counts(rules, tiles, Len(tiles), melds, Len(melds), unseen, out counts));
            return counts.Counts;
        }

        /// <summary>Shanten over every target: -1 complete, 0 ready.</summary>
        public static int Shanten(Rules rules, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            int value;
            Library.Check(Native.mj_shanten(rules, tiles, Len(tiles), melds, Len(melds), out value));
            return value;
        }
        /// <summary>Shanten of a hand in notation.</summary>
        public static int Shanten(Rules rules, string tiles, string melds = null) { return Shanten(rules, ParseTiles(tiles), MeldsOf(melds)); }

        /// <summary>What a complete-size hand is worth; ctx defaults to a win on an ordinary discard by a non-dealer.</summary>
        public static WinAnalysis AnalyzeWin(Rules rules, byte[] tiles, Meld[] melds = null, WinContext ctx = default(WinContext))
        {
            melds = melds ?? NoMelds;
            WinAnalysis analysis;
            Library.Check(Native.mj_analyze_win(rules, tiles, Len(tiles), melds, Len(melds), ref ctx, out analysis));
            return analysis;
        }
        /// <summary>AnalyzeWin of a hand in notation.</summary>
        public static WinAnalysis AnalyzeWin(Rules rules, string tiles, string melds = null, WinContext ctx = default(WinContext)) { return AnalyzeWin(rules, ParseTiles(tiles), MeldsOf(melds), ctx); }

        /// <summary>The big hands of an analysis as (identifier, units) pairs, in BigHand order.</summary>
        public static Tuple<string, int>[] BigHands(WinAnalysis analysis)
        {
            var list = new System.Collections.Generic.List<Tuple<string, int>>();
            for (int id = 0; id < Library.BigHandSlots; id++)
                if (((analysis.BigHands >> id) & 1) == 1)
                    list.Add(Tuple.Create(BigHandIdName((BigHand)id), (int)analysis.BigHandUnits[id]));
            return list.ToArray();
        }

        /// <summary>The stable identifier of a big hand ("qingyise").</summary>
        public static string BigHandIdName(BigHand id) { return Library.Name(Native.mj_big_hand_id_name, (int)id); }
        /// <summary>The Chinese name of a big hand ("清一色").</summary>
        public static string BigHandChineseName(BigHand id) { return Library.Name(Native.mj_big_hand_chinese_name, (int)id); }
        /// <summary>The stable identifier of an opening win ("dasixi").</summary>
        public static string OpeningWinIdName(OpeningWin id) { return Library.Name(Native.mj_opening_win_id_name, (int)id); }
        /// <summary>The Chinese name of an opening win ("大四喜").</summary>
        public static string OpeningWinChineseName(OpeningWin id) { return Library.Name(Native.mj_opening_win_chinese_name, (int)id); }

        /// <summary>The opening wins of a dealt hand of 13 or 14 tiles.</summary>
        public static OpeningWins OpeningWinsOf(Rules rules, byte[] dealt)
        {
            OpeningWins wins;
            Library.Check(Native.mj_opening_wins(rules, dealt, Len(dealt), out wins));
            return wins;
        }

        /// <summary>Point deltas (by seat) of a win; payer is a seat or Library.SelfDraw.</summary>
        public static int[] SettleWin(Rules rules, WinAnalysis analysis, int winner, int payer, int dealer, byte[] birds = null)
        {
            birds = birds ?? new byte[0];
            SeatPoints points;
            Library.Check(Native.mj_settle_win(rules, ref analysis, winner, payer, dealer, birds, Len(birds), out points));
            return points.Points;
        }

        /// <summary>Point deltas (by seat) of occurrences opening wins by player.</summary>
        public static int[] SettleOpening(Rules rules, int player, uint occurrences, int dealer)
        {
            SeatPoints points;
            Library.Check(Native.mj_settle_opening(rules, player, occurrences, dealer, out points));
            return points.Points;
        }

        /// <summary>四川: the fan (before the cap) and patterns of a complete-size hand under Rules.Sichuan(); Win is 0 for a hand without a winning shape or holding all three suits (缺一门). ctx defaults to the hand alone, as if won on a discard.</summary>
        public static SichuanAnalysis SichuanAnalyze(Rules rules, byte[] tiles, Meld[] melds = null, SichuanContext ctx = default(SichuanContext))
        {
            melds = melds ?? NoMelds;
            SichuanAnalysis analysis;
            Library.Check(Native.mj_sichuan_analyze(rules, tiles, Len(tiles), melds, Len(melds), ref ctx, out analysis));
            return analysis;
        }
        /// <summary>SichuanAnalyze of a hand in notation.</summary>
        public static SichuanAnalysis SichuanAnalyze(Rules rules, string tiles, string melds = null, SichuanContext ctx = default(SichuanContext)) { return SichuanAnalyze(rules, ParseTiles(tiles), MeldsOf(melds), ctx); }

        /// <summary>The patterns of a 四川 analysis in SichuanPattern order, Gen once per four (empty when not a win).</summary>
        public static SichuanPattern[] SichuanPatterns(SichuanAnalysis analysis)
        {
            var list = new System.Collections.Generic.List<SichuanPattern>();
            for (int id = 0; id < Library.SichuanPatternSlots; id++)
                for (int n = 0; n < analysis.PatternCounts[id]; n++)
                    list.Add((SichuanPattern)id);
            return list.ToArray();
        }

        /// <summary>四川: the tile kinds completing a 3n+1 hand into a win, ascending (缺一门: none of the third suit, none while three suits are held).</summary>
        public static byte[] SichuanWaits(Rules rules, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            ulong mask;
            Library.Check(Native.mj_sichuan_waits(rules, tiles, Len(tiles), melds, Len(melds), out mask));
            return IdsOf(mask);
        }
        /// <summary>SichuanWaits of a hand in notation.</summary>
        public static byte[] SichuanWaits(Rules rules, string tiles, string melds = null) { return SichuanWaits(rules, ParseTiles(tiles), MeldsOf(melds)); }

        /// <summary>四川: the best hand a ready 3n+1 hand wins with (what 查大叫 pays) as (tile, analysis); null when not ready.</summary>
        public static Tuple<byte, SichuanAnalysis> SichuanBestReadyHand(Rules rules, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            int tile;
            SichuanAnalysis analysis;
            Library.Check(Native.mj_sichuan_best_ready_hand(rules, tiles, Len(tiles), melds, Len(melds), out tile, out analysis));
            return tile == Library.NoTile ? null : Tuple.Create((byte)tile, analysis);
        }
        /// <summary>SichuanBestReadyHand of a hand in notation.</summary>
        public static Tuple<byte, SichuanAnalysis> SichuanBestReadyHand(Rules rules, string tiles, string melds = null) { return SichuanBestReadyHand(rules, ParseTiles(tiles), MeldsOf(melds)); }

        /// <summary>The stable identifier of a 四川 pattern ("qingyise").</summary>
        public static string SichuanPatternIdName(SichuanPattern id) { return Library.Name(Native.mj_sichuan_pattern_id_name, (int)id); }
        /// <summary>The Chinese name of a 四川 pattern ("清一色").</summary>
        public static string SichuanPatternChineseName(SichuanPattern id) { return Library.Name(Native.mj_sichuan_pattern_chinese_name, (int)id); }
        /// <summary>The English name of a 四川 pattern ("one suit").</summary>
        public static string SichuanPatternEnglishName(SichuanPattern id) { return Library.Name(Native.mj_sichuan_pattern_english_name, (int)id); }
        /// <summary>What a complete-size (3n+2) hand is worth under rules, whatever the preset (长沙 big hands in units, 转转 / 红中 the winning shape, 四川 patterns in fan, "mcr" fans and the minimum), won as the context words say: "win:TILE self_drawn last_copy kong kong_discard last_tile first_turn dealer seat:E|S|W|N round:E|S|W|N flowers:N" (null or "": on a discard of the last tile given). Tiles that do not win give Win false and the shanten; an unknown word (Status.ParseError) or a situation the hand cannot have (Status.InvalidArgument) throws.</summary>
        public static HandValue HandValue(Rules rules, byte[] tiles, Meld[] melds = null, string context = null)
        {
            melds = melds ?? NoMelds;
            var words = context == null ? null : Library.CString(context);
            return Majiang.HandValue.Of((RawValueLine[] lines, UIntPtr cap, out RawHandValue value, out UIntPtr n) =>
                Native.mj_hand_value(rules, tiles, Len(tiles), melds, Len(melds), words, out value, lines, cap, out n));
        }
        /// <summary>HandValue of a hand in notation.</summary>
        public static HandValue HandValue(Rules rules, string tiles, string melds = null, string context = null) { return HandValue(rules, ParseTiles(tiles), MeldsOf(melds), context); }

        /// <summary>The waits of a 3n+1 hand, ascending, each with what the win on it is worth, lines included (won as the context words say with the wait as its winning tile; null: on a discard).</summary>
        public static ValuedWait[] ValuedWaits(Rules rules, byte[] tiles, Meld[] melds = null, string context = null)
        {
            melds = melds ?? NoMelds;
            var words = context == null ? null : Library.CString(context);
            var raw = Library.Fill<RawValuedWait>((RawValuedWait[] buf, UIntPtr cap, out UIntPtr n) =>
                Native.mj_valued_waits(rules, tiles, Len(tiles), melds, Len(melds), words, buf, cap, out n));
            // A wait's lines are the hand with the wait added and won on it, without the words
            // that belong to one tile: what mj_valued_waits valued.
            var kept = new System.Collections.Generic.List<string>();
            foreach (var w in (context ?? "").Split((char[])null, StringSplitOptions.RemoveEmptyEntries))
                if (w != "last_copy" && w != "kong" && w != "kong_discard" && !w.StartsWith("win:", StringComparison.Ordinal))
                    kept.Add(w);
            var waits = new ValuedWait[raw.Length];
            for (int i = 0; i < raw.Length; i++)
            {
                var won = new byte[tiles.Length + 1];
                Array.Copy(tiles, won, tiles.Length);
                won[tiles.Length] = raw[i].Tile;
                var waitWords = string.Join(" ", kept.ToArray()) + (kept.Count > 0 ? " " : "") + "win:" + FormatTiles(new[] { raw[i].Tile });
                var value = Majiang.HandValue.Of(raw[i].Value, HandValue(rules, won, melds, waitWords).Lines);
                waits[i] = new ValuedWait { Tile = raw[i].Tile, Value = value };
            }
            return waits;
        }
        /// <summary>ValuedWaits of a hand in notation.</summary>
        public static ValuedWait[] ValuedWaits(Rules rules, string tiles, string melds = null, string context = null) { return ValuedWaits(rules, ParseTiles(tiles), MeldsOf(melds), context); }

        /// <summary>The stable identifier of a payment reason ("cagua").</summary>
        public static string PaymentReasonIdName(PaymentReason id) { return Library.Name(Native.mj_payment_reason_id_name, (int)id); }
        /// <summary>The Chinese label of a payment reason ("呼叫转移").</summary>
        public static string PaymentReasonChineseName(PaymentReason id) { return Library.Name(Native.mj_payment_reason_chinese_name, (int)id); }
        /// <summary>The English label of a payment reason ("kong income transferred").</summary>
        public static string PaymentReasonEnglishName(PaymentReason id) { return Library.Name(Native.mj_payment_reason_english_name, (int)id); }

        /// <summary>The discards of a complete-size hand, best first (unseen: copies not seen, by id; null = all not in hand).</summary>
        public static DiscardOption[] DiscardOptions(Rules rules, byte[] tiles, Meld[] melds = null, byte[] unseen = null)
        {
            melds = melds ?? NoMelds;
            if (unseen != null && unseen.Length != Library.Kinds)
                throw new ArgumentException("unseen holds " + unseen.Length + " counts; one per kind (" + Library.Kinds + ") is needed");
            var raw = Library.Fill<RawDiscardOption>((RawDiscardOption[] buf, UIntPtr cap, out UIntPtr n) =>
                Native.mj_discard_options(rules, tiles, Len(tiles), melds, Len(melds), unseen, buf, cap, out n));
            return Array.ConvertAll(raw, OptionOf);
        }
        /// <summary>DiscardOptions of a hand in notation.</summary>
        public static DiscardOption[] DiscardOptions(Rules rules, string tiles, string melds = null, byte[] unseen = null) { return DiscardOptions(rules, ParseTiles(tiles), MeldsOf(melds), unseen); }

        /// <summary>Shanten for one target; Library.ShantenUnreachable when unreachable.</summary>
        public static int ShantenFor(Rules rules, Target target, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            int value;
            Library.Check(Native.mj_shanten_for(rules, tiles, Len(tiles), melds, Len(melds), (int)target, out value));
            return value;
        }
        /// <summary>ShantenFor of a hand in notation.</summary>
        public static int ShantenFor(Rules rules, Target target, string tiles, string melds = null) { return ShantenFor(rules, target, ParseTiles(tiles), MeldsOf(melds)); }
    }

    /// <summary>An AI player (MjAi*), freed on Dispose or finalization.</summary>
    public sealed class Ai : SafeHandle
    {
        Ai() : base(IntPtr.Zero, true) { }

        /// <summary>A player of difficulty (Easy, Medium, Hard or Expert) whose random choices
        /// come from seed; throws MajiangException for an unknown difficulty.</summary>
        public Ai(Difficulty difficulty, ulong seed, Rules rules) : base(IntPtr.Zero, true)
        {
            Library.CheckAbi();
            IntPtr raw;
            Library.Check(Native.mj_ai_new((int)difficulty, seed, rules, out raw));
            SetHandle(raw);
            Difficulty = difficulty;
        }
        /// <summary>The difficulty it was made with: the claim questions' default.</summary>
        public Difficulty Difficulty { get; private set; }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        protected override bool ReleaseHandle()
        {
            Native.mj_ai_free(handle);
            return true;
        }

        /// <summary>True when this build has a player of difficulty.</summary>
        public static bool Available(Difficulty difficulty)
        {
            bool available;
            Library.Check(Native.mj_ai_difficulty_available((int)difficulty, out available));
            return available;
        }

        static readonly Meld[] NoMelds = new Meld[0];

        /// <summary>The tutorial's DecideDiscard: the index into tiles of the tile to discard.</summary>
        public int DecideDiscard(byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            UIntPtr index;
            Library.Check(Native.mj_ai_decide_discard(this, tiles, (UIntPtr)tiles.Length, melds, (UIntPtr)melds.Length, out index));
            return (int)index.ToUInt32();
        }
        /// <summary>DecideDiscard of a hand in notation (the index is into the parsed tiles, in notation order).</summary>
        public int DecideDiscard(string tiles, string melds = null) { return DecideDiscard(Mahjong.ParseTiles(tiles), Mahjong.MeldsOf(melds)); }

        delegate Status Ask(Ai ai, byte[] tiles, UIntPtr len, byte tile, int difficulty, out bool yes);

        bool Claim(Ask ask, byte[] hand, byte tile, Difficulty? difficulty)
        {
            bool yes;
            Library.Check(ask(this, hand, (UIntPtr)hand.Length, tile, (int)(difficulty ?? Difficulty), out yes));
            return yes;
        }
        /// <summary>The tutorial's ShouldPeng(hand, tile, difficulty); difficulty: the AI's own unless given.</summary>
        public bool ShouldPeng(byte[] hand, byte tile, Difficulty? difficulty = null) { return Claim(Native.mj_ai_should_peng, hand, tile, difficulty); }
        /// <summary>ShouldPeng of a hand and tile in notation ("55m123s456p789p19s", "5m").</summary>
        public bool ShouldPeng(string hand, string tile, Difficulty? difficulty = null) { return ShouldPeng(Mahjong.ParseTiles(hand), Mahjong.ParseTile(tile), difficulty); }
        /// <summary>The tutorial's ShouldChi(hand, tile, difficulty); difficulty: the AI's own unless given.</summary>
        public bool ShouldChi(byte[] hand, byte tile, Difficulty? difficulty = null) { return Claim(Native.mj_ai_should_chi, hand, tile, difficulty); }
        /// <summary>ShouldChi of a hand and tile in notation.</summary>
        public bool ShouldChi(string hand, string tile, Difficulty? difficulty = null) { return ShouldChi(Mahjong.ParseTiles(hand), Mahjong.ParseTile(tile), difficulty); }
        /// <summary>The tutorial's ShouldGang(hand, tile, difficulty); difficulty: the AI's own unless given.</summary>
        public bool ShouldGang(byte[] hand, byte tile, Difficulty? difficulty = null) { return Claim(Native.mj_ai_should_gang, hand, tile, difficulty); }
        /// <summary>ShouldGang of a hand and tile in notation.</summary>
        public bool ShouldGang(string hand, string tile, Difficulty? difficulty = null) { return ShouldGang(Mahjong.ParseTiles(hand), Mahjong.ParseTile(tile), difficulty); }

        /// <summary>Whether the AI declares a win with this complete-size hand (every level takes a win it has).</summary>
        public bool ShouldHu(byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            bool yes;
            Library.Check(Native.mj_ai_should_hu(this, tiles, (UIntPtr)tiles.Length, melds, (UIntPtr)melds.Length, out yes));
            return yes;
        }
        /// <summary>ShouldHu of a hand in notation.</summary>
        public bool ShouldHu(string tiles, string melds = null) { return ShouldHu(Mahjong.ParseTiles(tiles), Mahjong.MeldsOf(melds)); }

        /// <summary>Counts a discarded (shown, flipped) tile as seen.</summary>
        public void ObserveDiscard(byte tile) { Library.Check(Native.mj_ai_observe_discard(this, tile)); }

        /// <summary>Counts another player's meld as seen, less its already observed claimed tile (-1: none).
        /// bySeat: the seat that laid it down (0-3), for a meld of a seat the AI plays (several seats, or a
        /// one-seat AI's own claims): every other seat counts it, and that seat takes the claimed tile back
        /// out of what it saw (its hand holds it); -1 (default): every seat counts it, as an AI playing one
        /// seat is told the others' melds.</summary>
        public void ObserveMeld(Meld meld, int claimedTile = Library.NoTile, int bySeat = -1)
        {
            Library.Check(bySeat == -1
                ? Native.mj_ai_observe_meld(this, ref meld, claimedTile)
                : Native.mj_ai_observe_meld_by(this, bySeat, ref meld, claimedTile));
        }

        /// <summary>The seat (0-3) the questions are about; 255 (MJ_NONE) for none, as for a new Ai: each
        /// question is then answered from that call's arguments alone, so a shared Ai that never names a seat
        /// answers as one Ai per seat. With a seat set, each seat keeps its own memory (own melds, generator,
        /// what it saw): set Seat before asking for a seat. Discards and melds told reach every seat.</summary>
        public int Seat
        {
            get { int seat; Library.Check(Native.mj_ai_seat(this, out seat)); return seat; }
            set { Library.Check(Native.mj_ai_set_seat(this, value)); }
        }

        /// <summary>Forgets every observed tile.</summary>
        public void Reset() { Library.Check(Native.mj_ai_reset(this)); }

        /// <summary>Restarts the random choices from seed.</summary>
        public void Reseed(ulong seed) { Library.Check(Native.mj_ai_reseed(this, seed)); }

        /// <summary>Copies of each kind observed so far, by tile id.</summary>
        public byte[] Observed()
        {
            TileCounts counts;
            Library.Check(Native.mj_ai_observed(this, out counts));
            return counts.Counts;
        }

        /// <summary>The hint list: EXPERT's ranking of the discards, best first, each with its
        /// reasons (English and Chinese), win probability and expected points (copies left net
        /// of what was observed).</summary>
        public Hint[] Hints(byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            var raw = Library.Fill<RawHint>((RawHint[] buf, UIntPtr cap, out UIntPtr n) =>
                Native.mj_ai_hints(this, tiles, (UIntPtr)tiles.Length, melds, (UIntPtr)melds.Length, buf, cap, out n));
            return Hint.Of(raw, HintReasons(tiles, melds, false), HintReasons(tiles, melds, true));
        }
        /// <summary>Hints of a hand in notation.</summary>
        public Hint[] Hints(string tiles, string melds = null) { return Hints(Mahjong.ParseTiles(tiles), Mahjong.MeldsOf(melds)); }
        /// <summary>The reasons alone, one per hint in the order of Hints (which carries them), English or Chinese.</summary>
        public string[] HintReasons(byte[] tiles, Meld[] melds = null, bool chinese = false)
        {
            melds = melds ?? NoMelds;
            var bytes = Library.Fill<byte>((byte[] buf, UIntPtr cap, out UIntPtr n) =>
                Native.mj_ai_hint_reasons(this, tiles, (UIntPtr)tiles.Length, melds, (UIntPtr)melds.Length, (byte)(chinese ? 1 : 0), buf, cap, out n));
            var text = Encoding.UTF8.GetString(bytes, 0, bytes.Length - 1);
            return text.Split(new[] { '\n' }, StringSplitOptions.RemoveEmptyEntries);
        }

        /// <summary>Tiles left in the wall, so EXPERT knows its draws to come
        /// (Library.WallEstimate: estimate from the observed discards).</summary>
        public void SetWallLeft(int wallLeft) { Library.Check(Native.mj_ai_set_wall_left(this, wallLeft)); }

        /// <summary>四川 at the host's own table: the void suit the current seat declared
        /// (定缺: 0 万, 1 条, 2 筒; Library.None for none, as SichuanSeat gives it). Until the
        /// seat holds none of it, only its tiles are discarded and hinted, none is claimed and
        /// no win is taken. Reset forgets it.</summary>
        public void SetVoid(int suit) { Library.Check(Native.mj_ai_set_void(this, suit)); }

        /// <summary>Whether the AI wins on another player's discard tile completing its 3n+1 hand
        /// (EXPERT may pass a small hand).</summary>
        public bool ShouldHuDiscard(byte[] tiles, byte tile, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            bool yes;
            Library.Check(Native.mj_ai_should_hu_discard(this, tiles, (UIntPtr)tiles.Length, melds, (UIntPtr)melds.Length, tile, out yes));
            return yes;
        }
        /// <summary>ShouldHuDiscard of a hand and tile in notation.</summary>
        public bool ShouldHuDiscard(string tiles, string tile, string melds = null) { return ShouldHuDiscard(Mahjong.ParseTiles(tiles), Mahjong.ParseTile(tile), Mahjong.MeldsOf(melds)); }
    }

    /// <summary>One hand of Changsha mahjong driven step by step (MjGame*), freed on Dispose or finalization.</summary>
    public sealed class Game : SafeHandle
    {
        Game() : base(IntPtr.Zero, true) { }

        Game(IntPtr raw) : base(IntPtr.Zero, true) { SetHandle(raw); }

        /// <summary>Deals the wall of seed, dealer (0-3) dealing.</summary>
        public Game(Rules rules, ulong seed, int dealer) : base(IntPtr.Zero, true)
        {
            Library.CheckAbi();
            IntPtr raw;
            Library.Check(Native.mj_game_new(rules, seed, dealer, out raw));
            SetHandle(raw);
        }

        /// <summary>The game a JSON-lines record leaves (see RecordJson).</summary>
        public static Game Replay(string record)
        {
            IntPtr raw;
            Library.Check(Native.mj_game_replay(Library.CString(record), out raw));
            return new Game(raw);
        }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        protected override bool ReleaseHandle()
        {
            Native.mj_game_free(handle);
            return true;
        }

        /// <summary>Phase, whose decision, the offer, the wall, the scores.</summary>
        public GameState State()
        {
            GameState state;
            Library.Check(Native.mj_game_state(this, out state));
            return state;
        }

        /// <summary>A seat's concealed tiles, sorted (the host decides what to show).</summary>
        public byte[] Hand(int seat)
        {
            return Library.Fill<byte>((byte[] buf, UIntPtr cap, out UIntPtr n) => Native.mj_game_hand(this, seat, buf, cap, out n));
        }

        /// <summary>The tile a seat just drew, or Library.NoTile.</summary>
        public int DrawnTile(int seat)
        {
            int tile;
            Library.Check(Native.mj_game_drawn_tile(this, seat, out tile));
            return tile;
        }

        /// <summary>A seat's hand as dealt, sorted.</summary>
        public byte[] Dealt(int seat)
        {
            return Library.Fill<byte>((byte[] buf, UIntPtr cap, out UIntPtr n) => Native.mj_game_dealt(this, seat, buf, cap, out n));
        }

        /// <summary>A seat's melds, concealed kongs included.</summary>
        public Meld[] Melds(int seat)
        {
            return Library.Fill<Meld>((Meld[] buf, UIntPtr cap, out UIntPtr n) => Native.mj_game_melds(this, seat, buf, cap, out n));
        }

        /// <summary>A seat's discard pile.</summary>
        public Discard[] Discards(int seat)
        {
            return Library.Fill<Discard>((Discard[] buf, UIntPtr cap, out UIntPtr n) => Native.mj_game_discards(this, seat, buf, cap, out n));
        }

        /// <summary>What seat may do now (empty when nothing is asked of it).</summary>
        public GameAction[] LegalActions(int seat)
        {
            return Library.Fill<GameAction>((GameAction[] buf, UIntPtr cap, out UIntPtr n) => Native.mj_game_legal_actions(this, seat, buf, cap, out n));
        }

        /// <summary>The hint list of seat in its turn: EXPERT's ranking of the discards legal now,
        /// best first, each with its reasons (English and Chinese), from what the seat sees (its
        /// void suit on 四川; "mcr" prices its own wind); Index is the position in Hand(seat). Empty
        /// when it is not the seat's turn to discard.</summary>
        public Hint[] Hints(int seat)
        {
            var raw = Library.Fill<RawHint>((RawHint[] buf, UIntPtr cap, out UIntPtr n) => Native.mj_game_hints(this, seat, buf, cap, out n));
            return Hint.Of(raw, HintReasons(seat, false), HintReasons(seat, true));
        }

        /// <summary>The reasons alone, one per hint of Hints(seat) in its order, English or Chinese.</summary>
        public string[] HintReasons(int seat, bool chinese = false)
        {
            var bytes = Library.Fill<byte>((byte[] buf, UIntPtr cap, out UIntPtr n) =>
                Native.mj_game_hint_reasons(this, seat, (byte)(chinese ? 1 : 0), buf, cap, out n));
            var text = Encoding.UTF8.GetString(bytes, 0, bytes.Length - 1);
            return text.Split(new[] { '\n' }, StringSplitOptions.RemoveEmptyEntries);
        }

        /// <summary>Plays an action; throws (Status.IllegalAction, game unchanged) if it is not legal.</summary>
        public void Apply(int seat, GameAction action) { Library.Check(Native.mj_game_apply(this, seat, ref action)); }

        /// <summary>The events since the last call.</summary>
        public GameEvent[] Events()
        {
            return Library.Fill<GameEvent>((GameEvent[] buf, UIntPtr cap, out UIntPtr n) => Native.mj_game_events(this, buf, cap, out n));
        }

        /// <summary>The outcome (Finished 0 while the hand is on).</summary>
        public GameResult Result()
        {
            GameResult result;
            Library.Check(Native.mj_game_result(this, out result));
            return result;
        }

        /// <summary>Every payment line of a finished hand on a flat table (转转, 红中) or a 四川
        /// table (wins, kongs, 呼叫转移, 查花猪/查大叫/退税), in the order paid; per seat they add
        /// up to Result().Deltas. Empty while the hand is on and under Changsha scoring.</summary>
        public Payment[] Payments()
        {
            return Library.Fill<Payment>((Payment[] buf, UIntPtr cap, out UIntPtr n) => Native.mj_game_payments(this, buf, cap, out n));
        }

        /// <summary>A seat's standing at a 四川 table: its void suit (Library.None until every seat has declared), its wins, whether it has left (血战到底).</summary>
        public SichuanSeat SichuanSeat(int seat)
        {
            SichuanSeat standing;
            Library.Check(Native.mj_game_sichuan_seat(this, seat, out standing));
            return standing;
        }

        /// <summary>Every bird flipped after the win, with the seat it lands on and its hits.</summary>
        public Bird[] Birds()
        {
            return Library.Fill<Bird>((Bird[] buf, UIntPtr cap, out UIntPtr n) => Native.mj_game_birds(this, buf, cap, out n));
        }

        /// <summary>Every win of the finished hand, in the order won, with its payments and its fan and patterns
        /// (Sichuan, 四川) or big hands and units (Changsha); empty while the hand is on. What each was
        /// worth, on every table: WinValue(its index).</summary>
        public Win[] Wins()
        {
            return Library.Fill<Win>((Win[] buf, UIntPtr cap, out UIntPtr n) => Native.mj_game_wins(this, buf, cap, out n));
        }

        /// <summary>What win number win of the finished hand (Wins() order) was worth, as the table scored it in its situation (flowers, winds, 杠上开花 …): its lines, total and unit on every table; throws (Status.InvalidArgument) with no such win.</summary>
        public HandValue WinValue(int win = 0)
        {
            if (win < 0) throw new ArgumentOutOfRangeException("win", win, "a win's index is 0 or more");
            return Majiang.HandValue.Of((RawValueLine[] lines, UIntPtr cap, out RawHandValue value, out UIntPtr n) =>
                Native.mj_game_win_value(this, (UIntPtr)win, out value, lines, cap, out n));
        }

        /// <summary>What a built-in AI would play for seat (not applied).</summary>
        public GameAction AiAction(int seat, Ai ai)
        {
            GameAction action;
            Library.Check(Native.mj_game_ai_action(this, seat, ai, out action));
            return action;
        }

        /// <summary>The game record as JSON lines.</summary>
        public string RecordJson()
        {
            var bytes = Library.Fill<byte>((byte[] buf, UIntPtr cap, out UIntPtr n) => Native.mj_game_record_json(this, buf, cap, out n));
            return Encoding.UTF8.GetString(bytes, 0, bytes.Length - 1);
        }
    }

    /// <summary>One named item of a hand's worth: a big hand, a pattern, a fan or the shape a flat table's win makes: its stable identifier ("qingyise"), 中文 and English names, what it is worth each time it counts and how many times it counts (根 per four, 花牌 per flower).</summary>
    public sealed class ValueLine
    {
        public string Id { get; internal set; }
        public string Chinese { get; internal set; }
        public string English { get; internal set; }
        public int Value { get; internal set; }
        public int Count { get; internal set; }
        public override string ToString() { return Chinese + " " + Value + "×" + Count; }

        internal static ValueLine Of(RawValueLine l)
        {
            return new ValueLine { Id = Name(l.Id), Chinese = Name(l.Chinese), English = Name(l.English), Value = (int)l.Value, Count = (int)l.Count };
        }

        // A fixed-size UTF-8 name field: its bytes up to the first NUL.
        static string Name(byte[] field)
        {
            if (field == null) return "";
            int n = Array.IndexOf(field, (byte)0);
            return Encoding.UTF8.GetString(field, 0, n < 0 ? field.Length : n);
        }
    }

    /// <summary>What a hand is worth under its rules, in one shape for every preset: Unit, Win (the tiles win under the rules' whole law), Total (the lines' value × count: what the payment reads), TowardMinimum (the part the rules' minimum is checked against), MeetsMinimum, Shanten of the hand before the win (0 for a win, -1 when it can never win) and the Lines (empty when not a win).</summary>
    public sealed class HandValue
    {
        public ValueUnit Unit { get; internal set; }
        public bool Win { get; internal set; }
        public int Total { get; internal set; }
        public int TowardMinimum { get; internal set; }
        public bool MeetsMinimum { get; internal set; }
        public int Shanten { get; internal set; }
        public ValueLine[] Lines { get; internal set; }
        public override string ToString()
        {
            return "HandValue(" + Unit + " " + Total + ", win " + Win + ", minimum " + MeetsMinimum + ", shanten " + Shanten + ": " + string.Join(", ", Array.ConvertAll(Lines, l => l.ToString())) + ")";
        }

        internal static HandValue Of(RawHandValue v, ValueLine[] lines)
        {
            return new HandValue
            {
                Unit = (ValueUnit)v.Unit, Win = v.Win == 1, Total = (int)v.Total, TowardMinimum = (int)v.TowardMinimum,
                MeetsMinimum = v.MeetsMinimum == 1, Shanten = v.Shanten, Lines = lines,
            };
        }

        internal delegate Status Call(RawValueLine[] lines, UIntPtr cap, out RawHandValue value, out UIntPtr len);

        /// <summary>Runs a value call (mj_hand_value, mj_game_win_value) with its lines buffer.</summary>
        internal static HandValue Of(Call call)
        {
            var value = default(RawHandValue);
            var lines = Library.Fill<RawValueLine>((RawValueLine[] buf, UIntPtr cap, out UIntPtr n) => call(buf, cap, out value, out n));
            return Of(value, Array.ConvertAll(lines, ValueLine.Of));
        }
    }

    /// <summary>One wait of a ready hand: the tile and what the win on it is worth.</summary>
    public sealed class ValuedWait
    {
        public byte Tile { get; internal set; }
        public HandValue Value { get; internal set; }
        public override string ToString() { return "ValuedWait(" + Tile + ", " + Value + ")"; }
    }

    public partial struct Payment
    {
        /// <summary>Why the line moves points.</summary>
        public PaymentReason Kind { get { return (PaymentReason)Reason; } }
        /// <summary>The reason's stable identifier ("cagua").</summary>
        public string ReasonId { get { return Mahjong.PaymentReasonIdName(Kind); } }
        /// <summary>The Chinese label of a result screen ("呼叫转移"; a BIRDS line "中鸟 ×2").</summary>
        public string Label { get { return Counted(Mahjong.PaymentReasonChineseName(Kind)); } }
        /// <summary>The English label ("kong income transferred"; a BIRDS line "birds ×2").</summary>
        public string LabelEn { get { return Counted(Mahjong.PaymentReasonEnglishName(Kind)); } }
        // A BIRDS line counts its hits, as Python's and Godot's labels do.
        string Counted(string name) { return Kind == PaymentReason.Birds ? name + " ×" + Hits : name; }
    }
}
