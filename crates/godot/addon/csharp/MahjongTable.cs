// majiang addon: typed C# wrapper of the native MahjongTable node (GodotObject.Call).
// Untested in a real Godot .NET. Connect to its signals with
// table.Instance.Connect("hand_won", Callable.From<Godot.Collections.Dictionary>(OnHandWon)).
using Godot;

namespace Majiang
{
    /// <summary>Typed access to a native <c>MahjongTable</c> node.</summary>
    public class MahjongTable
    {
        /// <summary>The native node.</summary>
        public GodotObject Instance { get; }

        /// <summary>Wraps an existing <c>MahjongTable</c> node.</summary>
        public MahjongTable(GodotObject node) { Instance = MajiangValues.Check(node, "MahjongTable"); }

        /// <summary>A new <c>MahjongTable</c> node.</summary>
        public static MahjongTable Create() => new MahjongTable(MajiangValues.Create("MahjongTable"));

        /// <summary>The rule set: a preset name, <c>changsha</c>, <c>zhuanzhuan</c>, <c>hongzhong</c>,
        /// <c>standard</c> or <c>eval-v1</c> (setting it resets the options to the preset's).</summary>
        public string Rules { get => Instance.Get("rules").AsString(); set => Instance.Set("rules", value); }

        /// <summary>The rules as a <c>MahjongRules</c> object (preset and options): reading gives a copy of
        /// this node's, setting takes a copy of the object's, so one <c>MahjongRules</c> configures every
        /// node. <c>MahjongRules.option_list()</c> lists every option with its labels, values and defaults.</summary>
        public GodotObject RuleSet { get => Instance.Get("rule_set").AsGodotObject(); set => Instance.Set("rule_set", value); }

        /// <summary>Sets one option of the rules (booleans 0 or 1), e.g. <c>SetRuleOption("birds", 6)</c>
        /// or <c>("bird_rule", 2)</c>; false (and an error naming the allowed values) when refused.
        /// The names and values are in the class reference of <c>set_rule_option</c>.</summary>
        public bool SetRuleOption(string name, long value) => Instance.Call("set_rule_option", name, value).AsBool();

        /// <summary>The value of one option of the rules (-1 and an error for an option they lack).</summary>
        public long GetRuleOption(string name) => Instance.Call("get_rule_option", name).AsInt64();

        /// <summary>Every option of the current rules, name to value.</summary>
        public Godot.Collections.Dictionary RuleOptions() => Instance.Call("rule_options").AsGodotDictionary();

        /// <summary>The seed of the next hand's shuffle.</summary>
        public long Seed { get => Instance.Get("seed").AsInt64(); set => Instance.Set("seed", value); }

        /// <summary>Seconds an AI seat waits before acting.</summary>
        public double ThinkTime { get => Instance.Get("think_time").AsDouble(); set => Instance.Set("think_time", value); }

        /// <summary>The seat you play (-1: four AIs).</summary>
        public int HumanSeat { get => Instance.Get("human_seat").AsInt32(); set => Instance.Set("human_seat", value); }

        /// <summary>The difficulty of every AI seat.</summary>
        public AIDifficulty Difficulty
        {
            get => (AIDifficulty)Instance.Get("difficulty").AsInt32();
            set => Instance.Set("difficulty", (int)value);
        }

        /// <summary>The dealer of the next (or current) hand.</summary>
        public int Dealer { get => Instance.Get("dealer").AsInt32(); set => Instance.Set("dealer", value); }

        /// <summary>One AI seat's difficulty.</summary>
        public void SetSeatDifficulty(int seat, AIDifficulty level) => Instance.Call("set_seat_difficulty", seat, (int)level);

        /// <summary>One seat's difficulty.</summary>
        public AIDifficulty SeatDifficulty(int seat) => (AIDifficulty)Instance.Call("seat_difficulty", seat).AsInt32();

        /// <summary>Deals and starts a hand; false (and an error printed) when one is running.</summary>
        public bool StartHand() => Instance.Call("start_hand").AsBool();

        /// <summary>Sets every score back to 0.</summary>
        public void ResetScores() => Instance.Call("reset_scores");

        /// <summary>The human seat discards a tile (id, string or tile object).</summary>
        public bool Discard(object tile) => Instance.Call("discard", MajiangValues.Tile(tile)).AsBool();

        /// <summary>The human seat takes one of the options <c>claim_options</c> offered.</summary>
        public bool Act(Godot.Collections.Dictionary option) => Instance.Call("act", option).AsBool();

        /// <summary>What a seat may do now (Dictionaries, as <c>claim_options</c> gives).</summary>
        public Godot.Collections.Array LegalActions(int seat) => Instance.Call("legal_actions", seat).AsGodotArray();

        /// <summary>A seat's concealed tiles (ids, sorted).</summary>
        public long[] GetHand(int seat) => Instance.Call("get_hand", seat).AsInt64Array();

        /// <summary>A seat's melds (<c>MahjongMeld</c> objects).</summary>
        public Godot.Collections.Array GetMelds(int seat) => Instance.Call("get_melds", seat).AsGodotArray();

        /// <summary>A seat's discards still on the table (ids).</summary>
        public long[] GetDiscards(int seat) => Instance.Call("get_discards", seat).AsInt64Array();

        /// <summary>EXPERT's ranked discards for a seat in its turn.</summary>
        public Godot.Collections.Array Hints(int seat) => Instance.Call("hints", seat).AsGodotArray();

        /// <summary><see cref="Hints"/> as typed records, best first.</summary>
        public AIHint[] HintList(int seat) => AIHint.ListOf(Hints(seat));

        /// <summary>The payment lines of a <c>hand_won</c> / <c>hand_drawn</c> result or of a <c>seat_won</c>
        /// win (its <c>payments</c>), typed: from, to, points, reason id, hits, label.</summary>
        public static PaymentLine[] Payments(Godot.Collections.Dictionary resultOrWin) => PaymentLine.ListOf(resultOrWin);

        /// <summary>Tiles in a full wall under the rules of the next hand (108, 112 for 红中).</summary>
        public int WallSize() => Instance.Call("wall_size").AsInt32();

        /// <summary>Tiles left in the wall.</summary>
        public int WallRemaining() => Instance.Call("wall_remaining").AsInt32();

        /// <summary>The running scores of the four seats.</summary>
        public long[] Scores() => Instance.Call("scores").AsInt64Array();

        /// <summary>Whether a hand is being played.</summary>
        public bool IsPlaying() => Instance.Call("is_playing").AsBool();

        /// <summary>The seat the table waits for (-1: none).</summary>
        public int WaitingFor() => Instance.Call("waiting_for").AsInt32();

        /// <summary>What the table waits for: exchange (换三张), ding_que (定缺), turn, claim, kong_flip,
        /// last_tile_offer, last_tile_draw, finished, none.</summary>
        public string Phase() => Instance.Call("phase").AsString();

        /// <summary>Sichuan: a seat's void suit (0 万, 1 条, 2 筒) once all declared; -1 before or elsewhere.</summary>
        public int GetVoidSuit(int seat) => Instance.Call("get_void_suit", seat).AsInt32();

        /// <summary>Deprecated: the 0.1 name of <see cref="GetVoidSuit"/>, removed in the next minor release.</summary>
        public int GetVoid(int seat) => Instance.Call("get_void", seat).AsInt32();

        /// <summary>Sichuan: the tiles a seat won with, laid aside.</summary>
        public long[] GetWonTiles(int seat) => Instance.Call("get_won_tiles", seat).AsInt64Array();

        /// <summary>Sichuan 血战到底: whether a seat has won and left the hand.</summary>
        public bool HasLeft(int seat) => Instance.Call("has_left", seat).AsBool();

        /// <summary>The flowers a seat has set aside this hand (补花), on a table with flowers; 0 elsewhere.</summary>
        public int GetFlowers(int seat) => Instance.Call("get_flowers", seat).AsInt32();

        /// <summary>A seat's wind (门风) this hand: 0 东 (the dealer) … 3 北.</summary>
        public int SeatWind(int seat) => Instance.Call("seat_wind", seat).AsInt32();

        /// <summary>The prevalent wind (圈风), 0 东 … 3 北, on a table that scores winds; -1 elsewhere.</summary>
        public int PrevalentWind() => Instance.Call("prevalent_wind").AsInt32();

        /// <summary>Sets the prevalent wind (0 东 … 3 北) from the next hand, on a table that scores winds.</summary>
        public bool SetPrevalentWind(int wind) => Instance.Call("set_prevalent_wind", wind).AsBool();

        /// <summary>Sichuan: a seat's 换三张 (count, picked, direction, direction_name, received).</summary>
        public Godot.Collections.Dictionary GetExchange(int seat) => Instance.Call("get_exchange", seat).AsGodotDictionary();
    }
}
